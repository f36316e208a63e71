import { ItemPage } from '../components/ItemPage';

/** /update-page/:id/:itemId (SPEC §2 "Update page"). */
export function UpdatePage() {
  return <ItemPage kind="update" />;
}
