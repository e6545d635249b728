import { useLocation } from 'react-router-dom';
import { PageMeta } from '@/components/PageMeta';
import { ScreenIntro } from '@/components/ScreenIntro';

export function ChatPage() {
  const { pathname } = useLocation();
  return (
    <>
      <PageMeta
        title="Chat-Assistent"
        description="Fragen Sie unseren Chat-Assistenten nach Seminaren, Terminen und Preisen."
        path={pathname}
      />
      <ScreenIntro heading="Chat-Assistent" lead="Fragen Sie nach Seminaren, Terminen, Preisen und Webinaren." />
    </>
  );
}
