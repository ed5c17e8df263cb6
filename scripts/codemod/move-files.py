# One-off: moves files (old -> new, repo-relative) and rewrites every relative import/mock/require that
# points at them, and the moved files' own relative imports. Usage: python3 move-files.py plan.txt
import os, re, subprocess, sys
root = os.getcwd()
plan = [l.split() for l in open(sys.argv[1]) if l.strip()]
moves = {os.path.join(root, a): os.path.join(root, b) for a, b in plan}
EXTS = ['', '.ts', '.tsx', '.json', '/index.ts']
def resolve(frm, spec):
    base = os.path.normpath(os.path.join(os.path.dirname(frm), spec))
    for e in EXTS:
        if os.path.isfile(base + e): return base + e, e
    return None, None
files = subprocess.check_output(['git', 'ls-files', '*.ts', '*.tsx', '*.mjs', '*.cjs'], text=True).split()
PAT = re.compile(r"""((?:from|import|mock|requireActual|require|import\()\s*\(?\s*['"])(\.{1,2}/[^'"]+)(['"])""")
changed = 0
pending = []
for f in files:
    abs_f = os.path.join(root, f)
    new_f = moves.get(abs_f, abs_f)
    src = open(abs_f).read()
    def fix(m):
        spec = m.group(2)
        target, ext = resolve(abs_f, spec)
        if not target: return m.group(0)
        new_t = moves.get(target, target)
        if new_t == target and new_f == abs_f: return m.group(0)
        strip = ext if ext in ('.ts', '.tsx', '/index.ts') else ''
        t = new_t[: len(new_t) - len(strip)] if strip else new_t
        rel = os.path.relpath(t, os.path.dirname(new_f))
        if not rel.startswith('.'): rel = './' + rel
        return m.group(1) + rel + m.group(3)
    out = PAT.sub(fix, src)
    if out != src or new_f != abs_f: pending.append((abs_f, new_f, out))
# Rewrite everything against the old tree first, then move.
for abs_f, new_f, out in pending:
    os.makedirs(os.path.dirname(new_f), exist_ok=True)
    if new_f != abs_f: subprocess.check_call(['git', 'mv', abs_f, new_f])
    open(new_f, 'w').write(out); changed += 1
print(changed, 'files touched')
