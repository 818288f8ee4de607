/** One instruction of a Dockerfile, continuation lines joined, comments dropped. */
export interface Instruction {
  keyword: string;
  args: string;
}

export interface Stage {
  base: string;
  name: string | undefined;
  instructions: Instruction[];
}

export interface Dockerfile {
  /** ARGs declared before the first FROM, with their defaults. */
  globalArgs: Record<string, string>;
  stages: Stage[];
}

/** Enough of the Dockerfile syntax for the project's own Dockerfile: instructions, stages, global ARGs. */
export function parseDockerfile(text: string): Dockerfile {
  const instructions: Instruction[] = [];
  let pending = '';
  for (const raw of text.split('\n')) {
    const line = raw.trim();
    if (line.startsWith('#') || (line === '' && !pending)) continue;
    pending += line.endsWith('\\') ? `${line.slice(0, -1)} ` : line;
    if (line.endsWith('\\')) continue;
    const [, keyword = '', args = ''] = /^(\S+)\s*(.*)$/.exec(pending) ?? [];
    instructions.push({ keyword: keyword.toUpperCase(), args: args.trim() });
    pending = '';
  }
  const dockerfile: Dockerfile = { globalArgs: {}, stages: [] };
  for (const instruction of instructions) {
    if (instruction.keyword === 'FROM') {
      const [base = '', as, name] = instruction.args.split(/\s+/).filter((word) => !word.startsWith('--'));
      dockerfile.stages.push({ base, name: as?.toUpperCase() === 'AS' ? name : undefined, instructions: [] });
    } else if (dockerfile.stages.length === 0) {
      if (instruction.keyword === 'ARG') {
        const [name = '', value = ''] = instruction.args.split('=', 2);
        dockerfile.globalArgs[name] = value;
      }
    } else {
      dockerfile.stages.at(-1)!.instructions.push(instruction);
    }
  }
  return dockerfile;
}

/** `--name=value` flags in front of an instruction's arguments, and what follows them. */
export function splitFlags(args: string): { flags: Record<string, string>; rest: string } {
  const flags: Record<string, string> = {};
  let rest = args;
  for (let match = /^--([\w-]+)=(\S+)\s+/.exec(rest); match; match = /^--([\w-]+)=(\S+)\s+/.exec(rest)) {
    flags[match[1]!] = match[2]!;
    rest = rest.slice(match[0].length);
  }
  return { flags, rest };
}

/** A command in exec form (`["node", "x.js"]`); the shell form runs under `sh -c`. */
export function commandOf(args: string): string[] {
  return args.startsWith('[') ? (JSON.parse(args) as string[]) : ['/bin/sh', '-c', args];
}

/** `ENV A=1 B="two words"` → { A: '1', B: 'two words' } (and the old `ENV A 1`). */
export function envOf(args: string): Record<string, string> {
  if (!/^[\w.-]+=/.test(args)) {
    const [name = '', ...value] = args.split(/\s+/);
    return { [name]: value.join(' ') };
  }
  const env: Record<string, string> = {};
  for (const match of args.matchAll(/([\w.-]+)=("(?:[^"\\]|\\.)*"|\S*)/g)) {
    env[match[1]!] = match[2]!.startsWith('"') ? (JSON.parse(match[2]!) as string) : match[2]!;
  }
  return env;
}

/** `${NAME}` and `$NAME` replaced by the global ARG defaults. */
export function expandArgs(value: string, args: Record<string, string>): string {
  return value.replace(
    /\$\{(\w+)\}|\$(\w+)/g,
    (_match, braced: string | undefined, bare: string | undefined) => args[braced ?? bare ?? ''] ?? '',
  );
}
