import { ZGstSettings, ZGstTurnover, ZGstTurnoverQuery } from '@domain/api/gst-settings';
import type { AppInstance } from '../../app-context';
import { callerOf, requireCaller } from '../../plugins/authenticate';
import { changeGstSettings, readGstSettings, readGstTurnover } from './gst-settings.service';

export async function gstSettingsRoutes(app: AppInstance): Promise<void> {
  const onRequest = [requireCaller(app)];
  const tags = ['gst settings'];
  const context = app.serviceContext;

  app.get(
    '/api/v2/settings/gst',
    { onRequest, schema: { tags, response: { 200: ZGstSettings } } },
    async (request) => readGstSettings(context, callerOf(request).business),
  );
  app.put(
    '/api/v2/settings/gst',
    { onRequest, schema: { tags, body: ZGstSettings, response: { 200: ZGstSettings } } },
    async (request) => changeGstSettings(context, callerOf(request).business, request.body),
  );
  app.get(
    '/api/v2/settings/gst/turnover',
    { onRequest, schema: { tags, querystring: ZGstTurnoverQuery, response: { 200: ZGstTurnover } } },
    async (request) => readGstTurnover(context, callerOf(request).business, request.query),
  );
}
