import { PlainPage, type PlainPageData } from '../components/plain-page';
import type { PageProps } from '../routes';

export default function LobbyPage({ data }: PageProps<PlainPageData>) {
  return <PlainPage data={data} className="page--lobby" />;
}
