import pages from '../../../shared/texts/en/pages.js';

/** The search page; the header's search box is the shell's (siteSearch). */
export default {
  search: {
    documentTitle: pages.search.title,
    heading: 'Search',
    intro: 'Find posts of the blog, and once signed in, collaborations, help requests, updates and members.',
    label: 'Search for',
    submit: 'Search',
    kindsLabel: 'Show',
    kinds: {
      all: 'Everything',
      posts: 'Posts',
      collaborations: 'Collaborations',
      help: 'Help requests',
      updates: 'Updates',
      members: 'Members',
    },
    resultCount_one: '{{count}} result for “{{q}}”',
    resultCount_other: '{{count}} results for “{{q}}”',
    searching: 'Searching…',
    errorSearching: 'The search could not be done just now. Please try again.',
    prompt: 'Type a word or two and press Search. Put words in quotes to find them together, or a minus before a word to leave it out.',
    noResults: 'Nothing matches “{{q}}”.',
    noResultsHelp: 'Check the spelling, try fewer or more general words, or search for everything rather than one kind.',
    signInForMore: 'Members also find collaborations, help requests, updates and people.',
    signInLink: 'Sign in',
    kind: {
      post: 'Blog post',
      collaboration: 'Collaboration',
      help: 'Help request',
      update: 'Update',
      member: 'Member',
    },
    inCollaboration: 'in {{title}}',
    byAuthor: 'by {{name}} {{surname}}',
    resultsLabel: 'Results',
    pagination: 'Pages of results',
    previousPage: 'Previous Page',
    nextPage: 'Next Page',
    pageOf: 'Page {{page}} of {{count}}',
  },
};
