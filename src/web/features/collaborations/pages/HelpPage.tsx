import { ItemPage } from '../components/ItemPage';

/** /help-page/:id/:itemId: one help request of a collaboration. */
export function HelpPage() {
  return <ItemPage kind="help" />;
}
