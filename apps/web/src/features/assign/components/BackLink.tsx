import { ArrowLeftOutlined } from '@ant-design/icons';
import { Link } from 'react-router';

/** The way back above a detail page (to its list, or from the link screen to its to-do). */
export function BackLink({ to, label }: { to: string; label: string }) {
  return (
    <div style={{ marginBottom: 8 }}>
      <Link to={to}>
        <ArrowLeftOutlined /> {label}
      </Link>
    </div>
  );
}
