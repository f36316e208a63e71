import { ItemPage } from '../components/ItemPage';

/** /help-page/:id/:itemId (SPEC §2 "Help page"). */
export function HelpPage() {
  return <ItemPage kind="help" />;
}
