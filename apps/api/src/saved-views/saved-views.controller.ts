import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import { RenameSavedViewDto, SAVED_VIEW_MESSAGES, SavedViewBodyDto, type ListBody, type SavedView, type SuccessEnvelope } from '@voc/contracts';
import type { Principal } from '@voc/domain';
import { CurrentPrincipal } from '../auth/decorators/current-principal.decorator';
import { ApiDoc } from '../common/openapi/api-doc.decorator';
import { messageOnly, pageOf, resultOf } from '../common/openapi/success-answers';
import { CreateSavedViewCommand } from './commands/create-saved-view.command';
import { DeleteSavedViewCommand } from './commands/delete-saved-view.command';
import { RenameSavedViewCommand } from './commands/rename-saved-view.command';
import { GetSavedViewQuery } from './queries/get-saved-view.query';
import { ListSavedViewsQuery } from './queries/list-saved-views.query';

/** Saved views (issue 32): each user's own named filters of list and report pages; nobody sees another's. */
@ApiTags('Saved views')
@Controller('saved-views')
export class SavedViewsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @ApiDoc({ summary: 'List your saved views, by name', answer: pageOf('SavedView') })
  @Get()
  async list(@CurrentPrincipal() p: Principal): Promise<SuccessEnvelope<ListBody<SavedView>>> {
    const result = await this.queries.execute(new ListSavedViewsQuery(p.userId));
    return { success: { result, total: result.length } };
  }

  @ApiDoc({
    summary: "Save a list's or report's filters under a name",
    example: { name: 'KPI ภาค 1 เดือนนี้', path: '/app/report/ticketkpi', query: 'region=Region1&type=service' },
    answer: resultOf('SavedView', { message: true }),
    description: 'A page that is not a list or report your menu offers is 400 (details: path errors.savedView.page).',
    errors: { 409: 'SavedViewNameTaken: you have a view of this name; SavedViewsFull: you keep the most views there may be.' },
  })
  @Post()
  async create(@CurrentPrincipal() p: Principal, @Body() body: SavedViewBodyDto) {
    const id = await this.commands.execute(new CreateSavedViewCommand(p, body));
    return { success: { result: await this.queries.execute(new GetSavedViewQuery(p.userId, id)), message: SAVED_VIEW_MESSAGES.saved } };
  }

  @ApiDoc({ summary: 'Rename one of your saved views', answer: resultOf('SavedView', { message: true }), params: { id: 'The saved view id.' }, errors: { 409: 'SavedViewNameTaken: you have a view of this name.' } })
  @Put(':id')
  async rename(@CurrentPrincipal() p: Principal, @Param('id') id: string, @Body() body: RenameSavedViewDto) {
    await this.commands.execute(new RenameSavedViewCommand(p, id, body.name));
    return { success: { result: await this.queries.execute(new GetSavedViewQuery(p.userId, id)), message: SAVED_VIEW_MESSAGES.renamed } };
  }

  @ApiDoc({ summary: 'Delete one of your saved views', answer: messageOnly(), params: { id: 'The saved view id.' } })
  @Delete(':id')
  @HttpCode(200)
  async remove(@CurrentPrincipal() p: Principal, @Param('id') id: string) {
    await this.commands.execute(new DeleteSavedViewCommand(p, id));
    return { success: { message: SAVED_VIEW_MESSAGES.deleted } };
  }
}
