import { reportEndpoints as report } from '@herald/contract';
import { type Binding, bind } from '../../../http/bind.js';
import type { ReportsDeps } from '../deps.js';
import { accountReport } from './account-report.js';
import { sentimentBrief } from './brief.js';
import { completionReport } from './completion.js';
import { creativeReport, hashtagReport, tagReport } from './groups.js';
import { labelReport } from './label-report.js';
import { creativeDatasets, creativeOptions, hashtagSearch, metricLookup } from './lookups.js';
import { mainPostReport } from './main-post.js';
import { postHistory, setCollaborators } from './post-detail.js';
import { postReport } from './post-report.js';
import { sentimentReport } from './sentiment.js';
import { labelPosts, taskPosts, taskSentiment } from './task-reports.js';

/** The report screens' queries: read from the read database; only collaborators are written. */
export function queryRoutes(deps: ReportsDeps): Binding[] {
  const db = deps.readDb;
  return [
    bind(report.accountMetrics, (_input, ctx) => metricLookup(db, ctx, 'profile')),
    bind(report.accountReports, (input, ctx) => accountReport(db, ctx, input)),
    bind(report.postMetrics, (_input, ctx) => metricLookup(db, ctx, 'post')),
    bind(report.postReports, (input, ctx) => postReport(db, ctx, input)),
    bind(report.postHistory, (input, ctx) => postHistory(db, ctx, input.id)),
    bind(report.postSetCollabs, (input, ctx) => setCollaborators(deps.db, ctx, input)),
    bind(report.mainPostReports, (input, ctx) => mainPostReport(db, ctx, input)),
    bind(report.hashtagSearch, (input, ctx) => hashtagSearch(db, ctx, input)),
    bind(report.hashtagReports, (input, ctx) => hashtagReport(db, ctx, input)),
    bind(report.tagReports, (input, ctx) => tagReport(db, ctx, input)),
    bind(report.sentimentMetrics, (_input, ctx) => metricLookup(db, ctx, 'senti')),
    bind(report.sentimentReports, (input, ctx) => sentimentReport(db, ctx, input)),
    bind(report.sentimentBrief, (input, ctx) => sentimentBrief(db, ctx, input)),
    bind(report.creativeMetrics, (_input, ctx) => metricLookup(db, ctx, 'creative')),
    bind(report.creativeDatasets, (_input, ctx) => creativeDatasets(db, ctx)),
    bind(report.creativeOptions, (input, ctx) => creativeOptions(db, ctx, input)),
    bind(report.creativeReports, (input, ctx) => creativeReport(db, ctx, input)),
    bind(report.labelReports, (input, ctx) => labelReport(db, ctx, input)),
    bind(report.labelPosts, (input, ctx) => labelPosts(db, ctx, input)),
    bind(report.taskPosts, (input, ctx) => taskPosts(db, ctx, input)),
    bind(report.taskSentiment, (input, ctx) => taskSentiment(db, ctx, input)),
    bind(report.completeReports, (input, ctx) => completionReport(db, ctx, input)),
  ];
}
