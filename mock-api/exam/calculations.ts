import type { StatementFact } from './bank-facts';
import type { Random } from '../core/seeded-random';

/**
 * 计算题: the numeric items of a theory paper, drawn with the bank's seeded random source so a
 * bank never runs out of distinct questions. Each yields a statement fact (the gap is the result),
 * so it becomes a 单选, a 判断 or a 填空 like any other fact.
 */
export type Calculation = (random: Random) => StatementFact;

export const pick = <T>(random: Random, list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
/**
 * Results to the thousandth: the inputs are given to the micrometre (0.013 mm), so a key rounded to the
 * hundredth printed 0.01 for a tolerance of 0.013 and made true statements false.
 */
const fmt = (value: number): string => String(Math.round(value * 1000) / 1000);

/** Three wrong results near the right one: the usual slips (a factor off, an operation swapped). */
function wrongs(right: number, candidates: readonly number[]): string[] {
  const seen = new Set([fmt(right)]);
  const out: string[] = [];
  const extra = [right * 2, right / 2, right + 10, right * 1.5, right + 1];
  for (const value of [...candidates, ...extra]) {
    const text = fmt(value);
    if (value > 0 && !seen.has(text)) {
      seen.add(text);
      out.push(text);
    }
    if (out.length === 3) break;
  }
  return out;
}

function calc(topic: string, text: string, right: number, candidates: readonly number[], explain: string): StatementFact {
  const answer = fmt(right);
  return { topic, text, answers: [answer], wrong: wrongs(right, candidates), explain, fillable: true };
}

const CALCULATIONS: Record<string, readonly Calculation[]> = {
  电气电子: [
    (r) => {
      const [current, resistance] = [pick(r, [0.5, 1, 2, 4, 5]), pick(r, [4, 6, 10, 12, 22, 44])];
      const voltage = current * resistance;
      return calc(
        '电工基础',
        `某电阻元件的阻值为${resistance}Ω，通过的电流为${current}A，则其两端电压为{x}V。`,
        voltage,
        [resistance / current, voltage * 2, voltage + resistance],
        `由欧姆定律 U=IR=${current}×${resistance}=${fmt(voltage)}V。`,
      );
    },
    (r) => {
      const current = pick(r, [2, 4, 5, 8, 10]);
      const power = 220 * current;
      return calc(
        '电工基础',
        `一台电热器接在220V电源上，工作电流为${current}A，其功率为{x}W。`,
        power,
        [220 / current, power / 2, power * 2],
        `由功率公式 P=UI=220×${current}=${power}W。`,
      );
    },
    (r) => {
      const resistance = pick(r, [10, 20, 40, 100, 220]);
      return calc(
        '电工基础',
        `两只阻值均为${resistance}Ω的电阻并联，其等效电阻为{x}Ω。`,
        resistance / 2,
        [resistance * 2, resistance, resistance / 4],
        `n个相同电阻并联，等效电阻为R/n=${resistance}÷2=${fmt(resistance / 2)}Ω；串联则为${resistance * 2}Ω。`,
      );
    },
    (r) => {
      const [power, hours] = [pick(r, [40, 60, 100, 500, 1000, 2000]), pick(r, [2, 5, 8, 10])];
      const energy = (power * hours) / 1000;
      return calc(
        '电工基础',
        `一台${power}W的用电设备连续工作${hours}小时，消耗电能{x}kW·h。`,
        energy,
        [power * hours, energy * 10, energy / 10],
        `W=Pt=${power / 1000}kW×${hours}h=${fmt(energy)}kW·h（度）。`,
      );
    },
  ],
  机械制造: [
    (r) => {
      const [size, upper, tolerance] = [
        pick(r, [20, 25, 30, 40, 50, 60]),
        pick(r, [0.021, 0.033, 0.025, 0, -0.007]),
        pick(r, [0.013, 0.021, 0.025, 0.039]),
      ];
      const lower = Math.round((upper - tolerance) * 1000) / 1000;
      return calc(
        '公差配合',
        `某轴的公称尺寸为φ${size}mm，上极限偏差为${upper}mm，下极限偏差为${lower}mm，则其尺寸公差为{x}mm。`,
        tolerance,
        [Math.abs(upper + lower), Math.abs(upper) || tolerance * 2, Math.abs(lower)],
        `尺寸公差=上极限偏差－下极限偏差=${upper}－(${lower})=${tolerance}mm，公差总为正值。`,
      );
    },
    (r) => {
      const [size, upper] = [pick(r, [20, 30, 40, 50, 80]), pick(r, [0.021, 0.025, 0.033, 0.039])];
      return calc(
        '公差配合',
        `某孔的公称尺寸为φ${size}mm，上极限偏差为+${upper}mm，则其上极限尺寸为{x}mm。`,
        size + upper,
        [size - upper, size, size + upper * 10],
        `上极限尺寸=公称尺寸+上极限偏差=${size}+${upper}=${fmt(size + upper)}mm。`,
      );
    },
    (r) => {
      const [diameter, speed] = [pick(r, [40, 50, 60, 80, 100]), pick(r, [300, 400, 500, 600, 800])];
      const v = Math.round((Math.PI * diameter * speed) / 1000);
      return calc(
        '切削用量',
        `车削直径为${diameter}mm的工件，主轴转速为${speed}r/min，切削速度约为{x}m/min（取整数）。`,
        v,
        [Math.round((diameter * speed) / 1000), v * 2, Math.round(v / 2)],
        `切削速度v=πdn/1000=3.14×${diameter}×${speed}÷1000≈${v}m/min。`,
      );
    },
  ],
  健康养老: [
    (r) => {
      const [height, weight] = [pick(r, [1.55, 1.6, 1.65, 1.7, 1.75, 1.8]), pick(r, [48, 52, 56, 60, 65, 70, 78, 85])];
      const bmi = Math.round((weight / (height * height)) * 10) / 10;
      return calc(
        '健康评估',
        `某成年人身高${height}m、体重${weight}kg，其体重指数（BMI）约为{x}（保留一位小数）。`,
        bmi,
        [Math.round((weight / height) * 10) / 10, Math.round((bmi + 3) * 10) / 10, Math.round((bmi - 3) * 10) / 10],
        `BMI=体重÷身高²=${weight}÷${height}²≈${bmi}。`,
      );
    },
    (r) => {
      const age = pick(r, [60, 62, 65, 68, 70, 75, 80]);
      return calc(
        '运动指导',
        `按“220－年龄”估算，一位${age}岁老年人的最大心率约为{x}次/分。`,
        220 - age,
        [200 - age, 220 + age - 100, Math.round((220 - age) * 0.8)],
        `最大心率≈220－年龄=220－${age}=${220 - age}次/分，运动时一般控制在最大心率的60%～80%。`,
      );
    },
  ],
  家政服务: [
    (r) => {
      const [per, spoons] = [pick(r, [30, 60]), pick(r, [3, 4, 5, 6])];
      return calc(
        '婴幼儿喂养',
        `某配方奶粉说明为每${per}mL水加1平勺奶粉，冲调${per * spoons}mL奶液应加奶粉{x}平勺。`,
        spoons,
        [spoons + 1, spoons * 2, spoons - 1],
        `${per * spoons}÷${per}=${spoons}平勺，严格按比例冲调，过浓过稀都不利于婴儿健康。`,
      );
    },
    (r) => {
      const [concentration, litres] = [pick(r, [250, 500, 1000]), pick(r, [1, 2, 4, 5])];
      const ml = (concentration * litres) / 50;
      return calc(
        '清洁消毒',
        `用有效氯含量为5%的84消毒液配制有效氯含量为${concentration}mg/L的消毒液${litres}L，需要原液{x}mL。`,
        ml,
        [ml * 10, ml / 2, ml * 5],
        `5%即50000mg/L，所需原液=${concentration}×${litres}÷50000L=${fmt(ml)}mL。`,
      );
    },
  ],
  餐饮烹饪: [
    (r) => {
      const [gross, rate] = [pick(r, [2, 4, 5, 8, 10]), pick(r, [60, 70, 75, 80, 85, 90])];
      const net = (gross * rate) / 100;
      return calc(
        '成本核算',
        `某原料毛料重${gross}kg，净料率为${rate}%，可得净料{x}kg。`,
        net,
        [gross - net, gross / (rate / 100), net / 2],
        `净料重=毛料重×净料率=${gross}×${rate}%=${fmt(net)}kg。`,
      );
    },
    (r) => {
      const [price, rate] = [pick(r, [24, 30, 36, 48, 60]), pick(r, [0.5, 0.6, 0.75, 0.8])];
      const netPrice = price / rate;
      return calc(
        '成本核算',
        `某原料毛料单价为${price}元/kg，净料率为${rate * 100}%，其净料单价为{x}元/kg。`,
        netPrice,
        [price * rate, price, netPrice * 2],
        `净料单价=毛料单价÷净料率=${price}÷${rate * 100}%=${fmt(netPrice)}元/kg。`,
      );
    },
    (r) => {
      const [sale, cost] = pick(r, [
        [40, 20],
        [50, 20],
        [60, 24],
        [80, 36],
        [100, 45],
      ] as const);
      const margin = ((sale - cost) / sale) * 100;
      return calc(
        '成本核算',
        `某菜肴售价${sale}元，成本${cost}元，其销售毛利率为{x}%。`,
        margin,
        [((sale - cost) / cost) * 100, (cost / sale) * 100, margin / 2],
        `销售毛利率=（售价－成本）÷售价×100%=（${sale}－${cost}）÷${sale}×100%=${fmt(margin)}%。`,
      );
    },
  ],
  生活服务: [
    (r) => {
      const [price, discount] = [pick(r, [168, 198, 258, 298, 380]), pick(r, [7, 8, 8.5, 9])];
      const due = (price * discount) / 10;
      return calc(
        '服务管理',
        `某服务项目原价${price}元，会员享受${discount}折优惠，应收{x}元。`,
        due,
        [price - discount * 10, price * (1 - discount / 10), due + 10],
        `${discount}折即原价的${discount * 10}%，${price}×${discount * 10}%=${fmt(due)}元。`,
      );
    },
    (r) => {
      const water = pick(r, [100, 150, 200, 250, 300]);
      return calc(
        '茶艺基础',
        `按1:50的茶水比冲泡，用水${water}mL，需投茶{x}克。`,
        water / 50,
        [water / 10, water / 100, water / 25],
        `茶水比1:50即1克茶用水50mL，${water}÷50=${water / 50}克。`,
      );
    },
  ],
  信息技术: [
    (r) => {
      const value = 5 + Math.floor(r() * 250);
      return calc(
        '计算机基础',
        `二进制数${value.toString(2)}转换为十进制数是{x}。`,
        value,
        [value + 1, value * 2, value - 2],
        `按权展开求和：${value.toString(2)}(2)=${value}(10)。`,
      );
    },
    (r) => {
      const value = 16 + Math.floor(r() * 240);
      return calc(
        '计算机基础',
        `十六进制数${value.toString(16).toUpperCase()}转换为十进制数是{x}。`,
        value,
        [Number.parseInt(value.toString(16), 10) || value + 16, value + 16, value - 1],
        `按权展开：${value.toString(16).toUpperCase()}(16)=${Math.floor(value / 16)}×16+${value % 16}=${value}(10)。`,
      );
    },
    (r) => {
      const prefix = pick(r, [24, 25, 26, 27, 28]);
      const hosts = 2 ** (32 - prefix) - 2;
      return calc(
        '网络基础',
        `前缀长度为/${prefix}的IPv4子网，可分配的主机地址数为{x}个。`,
        hosts,
        [hosts + 2, hosts / 2 + 1, 2 ** (32 - prefix) * 2],
        `主机位为${32 - prefix}位，可用地址数=2^${32 - prefix}－2=${hosts}（去掉网络地址和广播地址）。`,
      );
    },
    (r) => {
      const gb = pick(r, [2, 4, 8, 16, 32]);
      return calc(
        '计算机基础',
        `${gb}GB的存储容量等于{x}MB。`,
        gb * 1024,
        [gb * 1000, gb * 512, gb * 100],
        `存储容量换算关系为1GB=1024MB，${gb}×1024=${gb * 1024}MB。`,
      );
    },
  ],
  商贸营销: [
    (r) => {
      const [visitors, rate] = [pick(r, [1000, 2000, 2500, 4000, 5000]), pick(r, [1, 2, 2.5, 3, 4, 5])];
      const buyers = (visitors * rate) / 100;
      return calc(
        '数据运营',
        `某网店一天的访客数为${visitors}，成交买家数为${buyers}，其转化率为{x}%。`,
        rate,
        [rate * 10, rate / 2, rate + 1],
        `转化率=成交买家数÷访客数×100%=${buyers}÷${visitors}×100%=${rate}%。`,
      );
    },
    (r) => {
      const [buyers, average] = [pick(r, [50, 80, 120, 200]), pick(r, [45, 60, 75, 128])];
      return calc(
        '数据运营',
        `某店铺当日销售额为${buyers * average}元，成交买家${buyers}人，客单价为{x}元。`,
        average,
        [average * 2, average / 2, average + 15],
        `客单价=销售额÷成交买家数=${buyers * average}÷${buyers}=${average}元。`,
      );
    },
  ],
  经营管理: [
    (r) => {
      const monthly = pick(r, [4350, 5220, 6525, 8700]);
      const daily = monthly / 21.75;
      return calc(
        '薪酬管理',
        `某员工月工资${monthly}元，日工资按月工资÷21.75计算，法定休假日安排其工作1天，至少应支付加班工资{x}元。`,
        daily * 3,
        [daily, daily * 1.5, daily * 2],
        `日工资=${monthly}÷21.75=${fmt(daily)}元，法定休假日加班支付不低于300%，即${fmt(daily * 3)}元。`,
      );
    },
    (r) => {
      const left = pick(r, [10, 16, 20, 24, 30]);
      return calc(
        '人力资源管理',
        `某企业年初员工190人，年末210人，全年离职${left}人，按“离职人数÷平均人数×100%”计算，员工离职率为{x}%。`,
        left / 2,
        [(left / 190) * 100, (left / 210) * 100, left],
        `平均人数=（190+210）÷2=200人，离职率=${left}÷200×100%=${fmt(left / 2)}%。`,
      );
    },
  ],
  安全生产: [
    (r) => {
      const [l, e, consequence] = [pick(r, [0.5, 1, 3, 6, 10]), pick(r, [1, 2, 3, 6, 10]), pick(r, [1, 3, 7, 15, 40])];
      const d = l * e * consequence;
      return calc(
        '风险评价',
        `某作业活动经评估，L=${l}、E=${e}、C=${consequence}，按LEC法其危险性分值D为{x}。`,
        d,
        [l + e + consequence, d * 2, l * e],
        `D=L×E×C=${l}×${e}×${consequence}=${fmt(d)}；D>320为极其危险，160～320为高度危险，70～160为显著危险，20～70为一般危险，<20为稍有危险。`,
      );
    },
  ],
  新兴职业: [
    (r) => {
      const [speed, minutes] = [pick(r, [5, 8, 10, 12, 15]), pick(r, [2, 3, 5, 10])];
      return calc(
        '作业计算',
        `一架无人机以${speed}m/s的速度匀速飞行${minutes}分钟，飞行距离为{x}m。`,
        speed * minutes * 60,
        [speed * minutes, speed * minutes * 6, speed * minutes * 100],
        `s=vt=${speed}m/s×${minutes * 60}s=${speed * minutes * 60}m，注意把分钟换算为秒。`,
      );
    },
    (r) => {
      const [scale, length] = [pick(r, [50, 100, 200, 500]), pick(r, [2, 3, 4.5, 6, 8])];
      const metres = (length * scale) / 100;
      return calc(
        '识图基础',
        `在比例为1:${scale}的图纸上量得某构件长${length}cm，其实际长度为{x}m。`,
        metres,
        [metres * 10, metres / 10, length * scale],
        `实际长度=图上长度×比例分母=${length}cm×${scale}=${fmt(length * scale)}cm=${fmt(metres)}m。`,
      );
    },
  ],
};

/** Every paper: the 合格率 of 质量管理. */
const QUALITY: Calculation = (r) => {
  const [total, rate] = [pick(r, [200, 400, 500, 800, 1000]), pick(r, [92, 95, 96, 98, 99])];
  const passed = (total * rate) / 100;
  return calc(
    '质量管理',
    `某班组生产零件${total}件，经检验合格${passed}件，合格率为{x}%。`,
    rate,
    [rate - 3, rate + 1 > 100 ? rate - 8 : rate + 1, rate - 6],
    `合格率=合格品数÷检验总数×100%=${passed}÷${total}×100%=${rate}%。`,
  );
};

export function calculationsFor(category: string): readonly Calculation[] {
  return [...(CALCULATIONS[category] ?? []), QUALITY];
}
