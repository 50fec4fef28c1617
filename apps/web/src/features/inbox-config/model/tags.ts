import { type IssueClass, issueClassTagNames, type Tag } from '@herald/contract';

/**
 * The name a tag is shown with: a built-in tag still carrying its stored English name is worded in the
 * reader's language; once a person renamed it, their name is shown as written.
 */
export function tagLabel(
  tag: Pick<Tag, 'name' | 'issue_class'>,
  builtinName: (issueClass: IssueClass) => string,
): string {
  return tag.issue_class !== null && tag.name === issueClassTagNames[tag.issue_class]
    ? builtinName(tag.issue_class)
    : tag.name;
}
