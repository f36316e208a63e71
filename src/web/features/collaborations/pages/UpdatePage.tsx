import { ItemPage } from '../components/ItemPage';

/** /update-page/:id/:itemId: one update of a collaboration. */
export function UpdatePage() {
  return <ItemPage kind="update" />;
}
