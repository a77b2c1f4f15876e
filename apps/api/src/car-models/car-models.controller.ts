import { Body, Controller, Get, Param, Post, Put, UseGuards } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { CarModelBodyDto, type CarModelView, type ListBody, type ResultBody, type SuccessEnvelope } from '@voc/contracts';
import { CAR_MODEL_EDITORS } from '@voc/domain';
import { AllowUserTypes } from '../common/access/allowed-user-types.decorator';
import { UserTypeGuard } from '../common/access/user-type.guard';
import { CreateCarModelCommand } from './commands/create-car-model.command';
import { UpdateCarModelCommand } from './commands/update-car-model.command';
import { GetCarModelQuery } from './queries/get-car-model.query';
import { ListCarModelsQuery } from './queries/list-car-models.query';
import { ApiTags } from '@nestjs/swagger';
import { ApiDoc } from '../common/openapi/api-doc.decorator';
import { pageOf, resultOf } from '../common/openapi/success-answers';

/** The car-model master: every signed-in user reads it; csn and nissan keep it. */
@ApiTags('Car models')
@Controller('car-models')
@UseGuards(UserTypeGuard)
export class CarModelsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @ApiDoc({ summary: 'List the car models', answer: pageOf('CarModelView') })
  @Get()
  async list(): Promise<SuccessEnvelope<ListBody<CarModelView>>> {
    const result = await this.queries.execute(new ListCarModelsQuery());
    return { success: { result, total: result.length } };
  }

  @ApiDoc({ summary: 'Add a car model', answer: resultOf('CarModelView'), errors: { 409: 'CarModelTaken: the model code exists.' } })
  @Post()
  @AllowUserTypes(CAR_MODEL_EDITORS)
  async create(@Body() body: CarModelBodyDto): Promise<SuccessEnvelope<ResultBody<CarModelView>>> {
    const id = await this.commands.execute(new CreateCarModelCommand(body));
    return { success: { result: await this.queries.execute(new GetCarModelQuery(id)) } };
  }

  @ApiDoc({ summary: 'Edit a car model', answer: resultOf('CarModelView'), params: { id: 'The car model id.' }, errors: { 409: 'CarModelTaken: the model code exists.' } })
  @Put(':id')
  @AllowUserTypes(CAR_MODEL_EDITORS)
  async update(@Param('id') id: string, @Body() body: CarModelBodyDto): Promise<SuccessEnvelope<ResultBody<CarModelView>>> {
    await this.commands.execute(new UpdateCarModelCommand(id, body));
    return { success: { result: await this.queries.execute(new GetCarModelQuery(id)) } };
  }
}
