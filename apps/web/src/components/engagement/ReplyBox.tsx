import { Button, Flex, Input } from 'antd';
import { useState } from 'react';

/** A text box with a send button, cleared once what it sent is accepted. */
export function ReplyBox({
  label,
  placeholder,
  sendLabel,
  onSend,
  busy,
}: {
  label: string;
  placeholder: string;
  sendLabel: string;
  onSend: (text: string) => Promise<boolean>;
  busy: boolean;
}) {
  const [text, setText] = useState('');
  return (
    <Flex vertical gap={8}>
      <Input.TextArea
        aria-label={label}
        placeholder={placeholder}
        autoSize={{ minRows: 2, maxRows: 6 }}
        value={text}
        onChange={(event) => setText(event.target.value)}
      />
      <Flex justify="end">
        <Button
          type="primary"
          loading={busy}
          disabled={text.trim() === ''}
          onClick={async () => {
            if (await onSend(text.trim())) setText('');
          }}
        >
          {sendLabel}
        </Button>
      </Flex>
    </Flex>
  );
}
