/** English texts: comment topics and sentiment (docs/text-analytics.md). */
export const topics = {
  'component.TopicsComponent': 'Comment topics',
  'configuration.componentType.TopicsComponent': 'Comment topics',
  'configuration.tab.topics': 'Comment topics',

  'topics.comments_one': '{{formatted}} comment',
  'topics.comments_other': '{{formatted}} comments',
  'topics.empty': 'No comments for this selection.',
  'topics.noTaxonomy':
    'This survey has no comment topics yet: they are listed, with their keywords, in the topics block of its configuration.',
  'topics.tableLabel': 'Topics of the comments',
  'topics.column.topic': 'Topic',
  'topics.column.count': 'Comments',
  'topics.column.share': 'Share',
  'topics.column.sentiment': 'Sentiment',
  'topics.column.nps': 'NPS',
  'topics.column.change': 'Change',
  'topics.countLink_one': 'comment about {{topic}}',
  'topics.countLink_other': 'comments about {{topic}}',
  'topics.commentCount_one': '{{n}} comment',
  'topics.commentCount_other': '{{n}} comments',
  'topics.sentiment.positive': 'positive',
  'topics.sentiment.mixed': 'mixed',
  'topics.sentiment.negative': 'negative',
  'topics.sentimentScore': 'Average sentiment {{score}}, on a scale from −1 (negative) to +1 (positive)',
  'topics.notShown': 'too few comments',
  'topics.change': '{{change}} pp',
  'topics.changeSignificant': 'a clear change',
  'topics.changeWithinMargin': 'within the margin of error',
  'topics.noComparison': 'no earlier period to compare',
  'topics.changeNote':
    'Change: the share of comments against the previous period of the same length, in percentage points; an arrow marks a clear change (95% confidence).',
  'topics.untagged_one': '{{untagged}} of {{total}} comments mentions no topic.',
  'topics.untagged_other': '{{untagged}} of {{total}} comments mention no topic.',
  'topics.model':
    'Sentiment learned from promoters’ and detractors’ own comments, right on {{accuracy}} of held-out comments (always guessing: {{baseline}}).',
  'topics.modelUntested':
    'Sentiment learned from promoters’ and detractors’ own comments; too few of them to set some aside and measure how often it is right.',
  'topics.noModel':
    'No sentiment: it is learned from promoters’ and detractors’ comments, and this survey has too few of them or no NPS question.',

  'comments.topics': 'Topics',
  'comments.sentiment': 'Sentiment:',

  'topicSettings.title': 'Comment topics',
  'topicSettings.intro':
    'A comment’s topics come from keywords; its sentiment from a model learned from this survey’s own promoters (positive) and detractors (negative).',
  'topicSettings.model': 'Sentiment model',
  'topicSettings.accuracy': 'Right on held-out comments',
  'topicSettings.baseline': 'Always guessing the larger group',
  'topicSettings.trained': 'Comments learned from',
  'topicSettings.heldOut': 'Comments held out to check it',
  'topicSettings.notMeasured': 'not measured',
  'topicSettings.suggestions': 'Suggested new topics',
  'topicSettings.suggestionsIntro':
    'Phrases that comments without a topic keep using, from the newest {{comments}} comments.',
  'topicSettings.howToAdd':
    'To add one, edit the topics block in the survey’s configuration: a new topic with its keywords in each language, or the phrase as a keyword of a topic that is there.',
  'topicSettings.noSuggestions': 'No suggestions: the comments without a topic share no frequent phrase.',
  'topicSettings.column.phrase': 'Phrase',
  'topicSettings.column.count': 'Comments',
  'topicSettings.column.example': 'Example',
};
