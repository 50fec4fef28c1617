import type { Material } from '@herald/contract';
import { Col, Flex, Row, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { MaterialCard } from '../../../components/material/index.js';
import { TagsPreview } from '../../../components/paged.js';
import { ExpiryTag } from '../components/StatusTags.js';

/** The library's materials as cards: preview, name, type and size, tags, rights ending, and uses. */
export function MaterialGrid({
  materials,
  onOpen,
}: {
  materials: readonly Material[];
  onOpen: (material: Material) => void;
}) {
  const { t } = useTranslation();
  return (
    <Row gutter={[12, 12]} data-testid="library-grid">
      {materials.map((material) => (
        <Col key={material.id} xs={12} sm={8} xl={6} xxl={4}>
          <MaterialCard material={material} onOpen={() => onOpen(material)}>
            {material.tags.length > 0 && (
              <TagsPreview items={material.tags.map((tag) => ({ key: tag, label: tag }))} max={2} />
            )}
            <Flex gap={6} align="center" wrap>
              <ExpiryTag material={material} />
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                {t('material.library.uses', { count: material.usage_count })}
              </Typography.Text>
            </Flex>
          </MaterialCard>
        </Col>
      ))}
    </Row>
  );
}
