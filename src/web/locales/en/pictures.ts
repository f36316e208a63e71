/** Who is in a picture: under a picture being written about, and beside a reviewer's decision. */
export default {
  pictureTags: {
    summary: 'Who is in this picture?',
    count_one: '({{count}} pupil tagged)',
    count_other: '({{count}} pupils tagged)',
    hint: 'Tag the pupils in it: their families’ consent decides who may see the picture.',
    none: 'No pupils tagged.',
    taggedLabel: 'Pupils in this picture',
    remove: 'Remove',
    find: 'Find a pupil by name',
    results: 'Pupils found',
    found_one: '{{count}} pupil found.',
    found_other: '{{count}} pupils found.',
    noneFound: 'No pupil matches “{{q}}”.',
    noPupils: 'There are no pupils to tag.',
    searchError: 'The pupils could not be loaded. Please try again.',
    tag: 'Tag',
  },
};
