/** English texts: what customers say, theme by theme (docs/comment-summaries.md). */
export const commentSummary = {
  'component.CommentSummaryComponent': 'What customers say',
  'configuration.componentType.CommentSummaryComponent': 'What customers say',
  'summary.intro':
    'The themes of the comments, those that pull the {{indicator}} down most first: fix what drags the score, not what is loud.',
  'summary.mentioned_one': 'Mentioned in {{share}} of comments ({{formatted}} comment)',
  'summary.mentioned_other': 'Mentioned in {{share}} of comments ({{formatted}} comments)',
  'summary.changeClear': '{{change}} pp against the previous period, a clear change',
  'summary.changeUnclear': '{{change}} pp against the previous period, within the margin of error',
  'summary.sentiment': 'sentiment {{score}}',
  'summary.effect.drags': 'Lowers {{indicator}}',
  'summary.effect.lifts': 'Raises {{indicator}}',
  'summary.effect.unclear': 'No clear effect',
  'summary.impact.lowers':
    'Those who mention it ({{n}}) give {{indicator}} {{mentioning}}, the others {{others}}: it lowers the {{indicator}} by {{impact}} (95% interval {{low}} to {{high}}).',
  'summary.impact.raises':
    'Those who mention it ({{n}}) give {{indicator}} {{mentioning}}, the others {{others}}: it raises the {{indicator}} by {{impact}} (95% interval {{low}} to {{high}}).',
  'summary.impact.none':
    'Those who mention it ({{n}}) give {{indicator}} {{mentioning}}, the others {{others}}: no clear effect on the {{indicator}}.',
  'summary.tooFew': 'Fewer than {{min}} answers mention it: its effect and comments are not shown.',
  'summary.quotes': 'Typical comments about {{theme}}',
  'summary.read_one': 'Read the comment about {{theme}}',
  'summary.read_other': 'Read the {{formatted}} comments about {{theme}}',
  'summary.noThemes': 'No comment of this selection mentions a theme yet.',
  'summary.method':
    'Impact: the score minus the score of those who do not mention the theme. Typical comments are chosen from the theme’s newest comments, each unlike the others; nothing leaves the server. Themes under {{min}} answers show their count only; {{untagged}} comments mention no theme.',
};
