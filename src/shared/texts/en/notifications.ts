/**
 * What a notification says, in English: the bell and the notifications page
 * (src/web/entities/notifications, through the shell's `notifications` group) and the daily
 * email (src/server/features/notifications/digest.ts) tell the same sentences. `kind` is by the
 * key notificationWordsKey gives (src/shared/notification-address.ts); `status` names a
 * collaboration's status inside `collaboration_status`.
 */
export default {
  someone: 'Someone',
  kind: {
    collaboration_added: '{{actor}} added you to the collaboration “{{collaboration}}”.',
    collaboration_update: '{{actor}} posted an update in “{{collaboration}}”: {{item}}',
    collaboration_help: '{{actor}} asked for help in “{{collaboration}}”: {{item}}',
    collaboration_status: '{{actor}} marked “{{collaboration}}” as {{status}}.',
    post_unpublished: '{{actor}} took your post “{{post}}” off the site.',
    post_published: '{{actor}} put your post “{{post}}” back on the site.',
    review_approved: '{{actor}} approved your post “{{post}}”: it is published.',
    review_approved_update: '{{actor}} approved your update “{{item}}” in “{{collaboration}}”: it is published.',
    review_approved_help: '{{actor}} approved your request for help “{{item}}” in “{{collaboration}}”: it is published.',
    review_sent_back: '{{actor}} sent back your post “{{post}}” for changes: {{note}}',
    review_sent_back_update: '{{actor}} sent back your update “{{item}}” in “{{collaboration}}” for changes: {{note}}',
    review_sent_back_help: '{{actor}} sent back your request for help “{{item}}” in “{{collaboration}}” for changes: {{note}}',
    review_approved_collaboration: '{{actor}} approved your collaboration “{{collaboration}}”: it is on the board.',
    review_approved_collaboration_change: '{{actor}} approved your change to “{{collaboration}}”: everyone sees it now.',
    review_approved_profile: '{{actor}} approved the change to your profile: everyone sees it now.',
    review_sent_back_collaboration: '{{actor}} sent back your collaboration “{{collaboration}}” for changes: {{note}}',
    review_sent_back_collaboration_change: '{{actor}} sent back your change to “{{collaboration}}” for changes: {{note}}',
    review_sent_back_profile: '{{actor}} sent back the change to your profile for changes: {{note}}',
    review_waiting: 'Pupils’ work is waiting for your review.',
    child_approved: '{{actor}} approved {{child}}’s post “{{post}}”: it is published.',
    child_approved_update: '{{actor}} approved {{child}}’s update “{{item}}” in “{{collaboration}}”: it is published.',
    child_approved_help: '{{actor}} approved {{child}}’s request for help “{{item}}” in “{{collaboration}}”: it is published.',
    child_sent_back: '{{actor}} sent back {{child}}’s post “{{post}}” for changes: {{note}}',
    child_sent_back_update: '{{actor}} sent back {{child}}’s update “{{item}}” in “{{collaboration}}” for changes: {{note}}',
    child_sent_back_help: '{{actor}} sent back {{child}}’s request for help “{{item}}” in “{{collaboration}}” for changes: {{note}}',
    guardian_request_decided_hide_approved: '{{actor}} hid what you asked to hide of {{child}}’s. {{note}}',
    guardian_request_decided_hide_declined: '{{actor}} declined your request to hide something of {{child}}’s. {{note}}',
    guardian_request_decided_erase_approved: '{{actor}} erased {{child}}’s account, as you asked. {{note}}',
    guardian_request_decided_erase_declined: '{{actor}} declined your request to erase {{child}}’s account. {{note}}',
    comment_added: '{{actor}} commented on “{{post}}”.',
    comment_hidden: '{{actor}} hid your comment on “{{post}}” from other readers: {{note}}',
    review_approved_comment: '{{actor}} approved your comment on “{{post}}”: it is published.',
    review_sent_back_comment: '{{actor}} sent back your comment on “{{post}}” for changes: {{note}}',
    child_approved_comment: '{{actor}} approved {{child}}’s comment on “{{post}}”: it is published.',
    child_sent_back_comment: '{{actor}} sent back {{child}}’s comment on “{{post}}” for changes: {{note}}',
    report_held_post: 'Your post “{{post}}” is hidden until a moderator looks at it: several members reported it.',
    report_held_comment: 'Your comment on “{{post}}” is hidden until a moderator looks at it: several members reported it.',
    report_decided_dismissed: 'A moderator looked at what you reported on “{{post}}” and left it as it is. Thank you for telling us.',
    report_decided_hidden: 'A moderator looked at what you reported on “{{post}}” and hid it. Thank you for telling us.',
    report_decided_deleted: 'A moderator looked at what you reported on “{{post}}” and deleted it. Thank you for telling us.',
    picture_withheld: '{{child}}’s family changed their consent for pictures: your pictures of {{child}} are no longer shown as widely. Check where you used them.',
  },
  status: {
    active: 'active',
    inactive: 'inactive',
    completed: 'completed',
    deleted: 'deleted',
  },};
