import { ZGstSettings, ZGstTurnover, ZGstTurnoverQuery } from '@domain/api/gst-settings';
import type { AppInstance } from '../../app-context';
import { callerHooks, callerOf } from '../../plugins/authenticate';
import { changeGstSettings, readGstSettings, readGstTurnover } from './gst-settings.service';

export async function gstSettingsRoutes(app: AppInstance): Promise<void> {
  const access = callerHooks(app);
  const tags = ['gst settings'];
  const context = app.serviceContext;

  app.get(
    '/api/v2/settings/gst',
    { onRequest: access.read, schema: { tags, response: { 200: ZGstSettings } } },
    async (request) => readGstSettings(context, callerOf(request).business),
  );
  app.put(
    '/api/v2/settings/gst',
    { onRequest: access.manage, schema: { tags, body: ZGstSettings, response: { 200: ZGstSettings } } },
    async (request) => changeGstSettings(context, callerOf(request), request.body),
  );
  app.get(
    '/api/v2/settings/gst/turnover',
    {
      onRequest: access.read,
      schema: { tags, querystring: ZGstTurnoverQuery, response: { 200: ZGstTurnover } },
    },
    async (request) => readGstTurnover(context, callerOf(request).business, request.query),
  );
}
