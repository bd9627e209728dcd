"""Hostile answers: what a learner might write to pass without a correct answer, or to
break the grader. Written from the README and the notebooks' exercise text, as a learner
who has read them (and the grader's source, which is in the repository) would.

Each entry is the source of an answer file: ``at_import`` entries misbehave when the file
is loaded, so they are graded only through ``python -m hookkata grade``; the others
misbehave when the answer is called, and are also graded in-process with ``grade()`` as
``check()`` does. Every one must end non-pass, with a one-line message, within the limit.
"""

from __future__ import annotations

import json
from dataclasses import dataclass

FORGED = "HOOKKATA-VERDICTS " + json.dumps(
    [
        {
            "exercise_id": "violation-chance",
            "title": "1 · The chance of at least one violation",
            "status": "pass",
            "message": "",
            "prop": "",
            "example": "",
            "got": "",
            "expected": "",
            "hint": "",
        }
    ]
)


@dataclass(frozen=True)
class Hostile:
    """One hostile answer file: its notebook number, the function it defines, its source."""

    name: str
    notebook: str
    function: str
    source: str
    expected: str
    """A phrase the one-line message must contain."""
    at_import: bool = False


HOSTILE = [
    Hostile(
        "forged-verdict-at-import",
        "01",
        "violation_chance",
        f"print({FORGED!r}, flush=True)\n\ndef violation_chance(p, n):\n    return 0.5\n",
        "the result is 1 - p**n",
        at_import=True,
    ),
    Hostile(
        "forged-verdict-then-exit-at-import",
        "01",
        "violation_chance",
        f"import os\nprint({FORGED!r}, flush=True)\nos._exit(0)\n",
        "could not be graded",
        at_import=True,
    ),
    Hostile(
        "forged-verdict-mid-answer-then-os-exit",
        "01",
        "violation_chance",
        "import os, sys\n\ndef violation_chance(p, n):\n"
        f"    print({FORGED!r}, flush=True)\n    sys.stdout.flush()\n    os._exit(0)\n",
        "never end the process",
    ),
    Hostile(
        "malformed-verdict-line",
        "01",
        "violation_chance",
        "import os\n\ndef violation_chance(p, n):\n"
        "    print('HOOKKATA-VERDICTS [{\"exercise_id\": ', flush=True)\n    os._exit(0)\n",
        "never end the process",
    ),
    Hostile(
        "os-exit-mid-answer",
        "01",
        "violation_chance",
        "import os\n\ndef violation_chance(p, n):\n    os._exit(0)\n",
        "never end the process",
    ),
    Hostile(
        "system-exit",
        "01",
        "violation_chance",
        "def violation_chance(p, n):\n    raise SystemExit(0)\n",
        "your code raised SystemExit",
    ),
    Hostile(
        "keyboard-interrupt",
        "01",
        "violation_chance",
        "def violation_chance(p, n):\n    raise KeyboardInterrupt\n",
        "your code raised KeyboardInterrupt",
    ),
    Hostile(
        "patch-the-grader-at-import",
        "01",
        "violation_chance",
        "import importlib\nimport hookkata, hookkata.grading.probe\n"
        "from hookkata.grading.verdict import Verdict\n"
        "graders = importlib.import_module('hookkata.grading.exercise')\n"
        "graders.Property.verify = lambda self, answer, profile: None\n"
        "graders.grade = lambda e, a, **k: Verdict(e.id, e.title, 'pass')\n"
        "hookkata.grade = graders.grade\n"
        "hookkata.grading.probe.call_answer = lambda answer, *args, example: 0.5\n\n"
        "def violation_chance(p, n):\n    return 0.5\n",
        "the result is 1 - p**n",
        at_import=True,
    ),
    Hostile(
        "patch-the-grader-mid-answer",
        "01",
        "violation_chance",
        "import importlib, math\n\n"
        "def violation_chance(p, n):\n"
        "    graders = importlib.import_module('hookkata.grading.exercise')\n"
        "    graders.Property.verify = lambda self, answer, profile: None\n"
        "    math.isclose = lambda *a, **k: True\n"
        "    return 0.5\n",
        "the result is 1 - p**n",
    ),
    Hostile(
        "swap-the-graders-code-mid-answer",
        "01",
        "violation_chance",
        "from hookkata.exercises import violation_chance as grader\n\n"
        "def violation_chance(p, n):\n"
        "    grader._matches_formula.__code__ = (lambda answer, example: None).__code__\n"
        "    grader._rejects.__code__ = (lambda answer, example: None).__code__\n"
        "    return 0.5\n",
        "the workbook's own reference",
    ),
    Hostile(
        "always-equal-float",
        "01",
        "violation_chance",
        "class Anything(float):\n"
        "    def __eq__(self, other):\n        return True\n"
        "    def __ne__(self, other):\n        return False\n"
        "    __hash__ = float.__hash__\n\n"
        "def violation_chance(p, n):\n    return Anything(0.5)\n",
        "the result is 1 - p**n",
    ),
    Hostile(
        "always-equal-result",
        "04",
        "synthetic_error_result",
        "class Anything(dict):\n"
        "    def __eq__(self, other):\n        return True\n"
        "    def __ne__(self, other):\n        return False\n"
        "    def get(self, key, default=None):\n        return Anything()\n"
        "    def __getitem__(self, key):\n        return Anything()\n"
        "    def __contains__(self, key):\n        return True\n"
        "    def __bool__(self):\n        return True\n\n"
        "def synthetic_error_result(tool_use_id, deny):\n    return Anything()\n",
        "tool_result shape",
    ),
    Hostile(
        "always-truthy-decision",
        "03",
        "same_user_hook",
        "class Truthy:\n"
        "    reason = alternative = 'yes'\n"
        "    def __bool__(self):\n        return True\n"
        "    def __eq__(self, other):\n        return True\n"
        "    __hash__ = object.__hash__\n\n"
        "def same_user_hook(call):\n    return Truthy()\n",
        "denied with a reason and an alternative",
    ),
    Hostile(
        "always-equal-count",
        "07",
        "run_observers",
        "class Count(int):\n"
        "    def __eq__(self, other):\n        return True\n"
        "    def __ne__(self, other):\n        return False\n"
        "    __hash__ = int.__hash__\n\n"
        "def run_observers(hooks, event, report):\n    return Count(0)\n",
        "every hook runs once",
    ),
    Hostile(
        "disarm-call-tool-through-self",
        "04",
        "answer_turn",
        "def answer_turn(call_tool, content):\n"
        "    owner = getattr(call_tool, '__self__', None)\n"
        "    if owner is not None:\n"
        "        for key in owner.behaviour:\n            owner.behaviour[key] = 'ok'\n"
        "    return {'role': 'user', 'content': [call_tool(b) for b in content if b['type'] == 'tool_use']}\n",
        "RuntimeError: the",
    ),
    Hostile(
        "disarm-the-hooks-passed-in",
        "07",
        "run_observers",
        "def run_observers(hooks, event, report):\n"
        "    for hook in hooks:\n"
        "        if hasattr(hook, 'fails'):\n            object.__setattr__(hook, 'fails', False)\n"
        "        hook(event)\n"
        "    return 0\n",
        "your code raised ObserverFailed",
    ),
    Hostile(
        "bare-except-retry-loop",
        "01",
        "violation_chance",
        "import time\n\ndef violation_chance(p, n):\n"
        "    while True:\n        try:\n            time.sleep(10)\n        except:\n            pass\n",
        "timed out after",
    ),
    Hostile(
        "ignore-sigalrm",
        "01",
        "violation_chance",
        "import signal\n\ndef violation_chance(p, n):\n"
        "    signal.signal(signal.SIGALRM, signal.SIG_IGN)\n"
        "    signal.setitimer(signal.ITIMER_REAL, 0)\n"
        "    while True:\n        pass\n",
        "timed out after",
    ),
    Hostile(
        "ten-megabytes-of-prints",
        "01",
        "violation_chance",
        "def violation_chance(p, n):\n"
        "    for _ in range(10_000):\n        print('x' * 1000)\n"
        "    return 1 - p**n\n",
        "printed more than 1 MB",
    ),
    Hostile(
        "recursion-bomb-past-the-limit",
        "01",
        "violation_chance",
        "import sys\n\ndef violation_chance(p, n):\n"
        "    sys.setrecursionlimit(10**8)\n"
        "    return violation_chance(p, n) + 1\n",
        "violation_chance(",
    ),
    Hostile(
        "memory-bomb",
        "01",
        "violation_chance",
        "def violation_chance(p, n):\n"
        "    hoard = []\n    while True:\n        hoard.append(bytearray(200_000_000))\n",
        "ran out of memory (limit",
    ),
    Hostile(
        "kill-itself-at-import",
        "01",
        "violation_chance",
        "import os, signal\nos.kill(os.getpid(), signal.SIGKILL)\n",
        "was killed by SIGKILL",
        at_import=True,
    ),
    Hostile(
        "say-why-then-exit-at-import",
        "01",
        "violation_chance",
        "import os\n"
        "os.write(2, b'Traceback (most recent call last):\\n  boot.py, line 1\\n')\n"
        "os.write(2, b'RuntimeError: no \\x1b[31mflux\\xff capacitor\\n')\n"
        "os._exit(3)\n",
        "(it exited with code 3; its stderr ended with: boot.py, line 1 | RuntimeError: no"
        " \\x1b[31mflux\\xff capacitor)",
        at_import=True,
    ),
    Hostile(
        "flood-stderr-then-exit-at-import",
        "01",
        "violation_chance",
        "import os\nfor _ in range(400):\n    os.write(2, b'\\x00\\x9b' * 65536)\nos._exit(4)\n",
        "(it exited with code 4; its stderr ended with: \\x00\\x9b\\x00\\x9b",
        at_import=True,
    ),
    Hostile(
        "forge-the-verdicts-file",
        "01",
        "violation_chance",
        "import json, os\n"
        f"FORGED = {FORGED!r}\n"
        "where = os.environ.get('HOOKKATA_VERDICTS')\n"
        "if where:\n"
        "    open(where, 'w').write(FORGED.split(' ', 1)[1])\n"
        "    os._exit(0)\n\n"
        "def violation_chance(p, n):\n    return 0.5\n",
        "the result is 1 - p**n",
        at_import=True,
    ),
]

# Kinds the trusted-verdicts issue found passing the in-process design: each now fails,
# because no verdict exists where the answer runs.
HOSTILE += [
    Hostile(
        "rebind-the-batch-runner-at-import",
        "01",
        "violation_chance",
        "import sys\nimport hookkata.grading.files as batch, hookkata.grading.exercise as graders\n"
        "from hookkata.grading.verdict import Verdict\n"
        "graders.grade = batch.grade = lambda e, a, **k: Verdict(e.id, e.title, 'pass')\n"
        "main = sys.modules.get('__main__')\n"
        "if main is not None:\n    main.__dict__['grade'] = graders.grade\n\n"
        "def violation_chance(p, n):\n    return 0.5\n",
        "the result is 1 - p**n",
        at_import=True,
    ),
    Hostile(
        "settrace-rewrites-the-graders-locals",
        "01",
        "violation_chance",
        "import sys\n\n"
        "def tracer(frame, event, arg):\n"
        "    for name in ('expected', 'want', 'verdict'):\n"
        "        if name in frame.f_locals:\n            frame.f_locals[name] = 0.5\n"
        "    return tracer\n\n"
        "sys.settrace(tracer)\nsys.setprofile(tracer)\n\n"
        "def violation_chance(p, n):\n    sys.settrace(tracer)\n    return 0.5\n",
        "the result is 1 - p**n",
        at_import=True,  # in check()'s own process it would trace the grader: your own check
    ),
    Hostile(
        "read-the-expected-value-from-the-callers-frame",
        "01",
        "violation_chance",
        "import sys\n\n"
        "def violation_chance(p, n):\n"
        "    frame = sys._getframe(1)\n"
        "    while frame is not None:\n"
        "        for name in ('expected', 'want'):\n"
        "            if isinstance(frame.f_locals.get(name), float):\n"
        "                return frame.f_locals[name]\n"
        "        frame = frame.f_back\n"
        "    return 0.5\n",
        "the result is 1 - p**n",
    ),
    Hostile(
        "raise-hypothesis-stoptest",
        "01",
        "violation_chance",
        "from hypothesis.errors import StopTest\n\n"
        "def violation_chance(p, n):\n"
        "    if (p, n) in ((0.5, 1), (0.9, 10), (0.0, 0), (1.0, 3)):\n"
        "        return 1 - p**n\n"
        "    raise StopTest(0)\n",
        "raised StopTest",
    ),
    Hostile(
        "switch-isolation-off-at-import",
        "01",
        "violation_chance",
        "import os\nos.environ['HOOKKATA_ISOLATION'] = 'off'\n"
        "import hookkata.grading.exercise as graders\n"
        "graders.Property.verify = lambda self, answer, profile: None\n\n"
        "def violation_chance(p, n):\n    return 0.5\n",
        "the result is 1 - p**n",
        at_import=True,
    ),
    Hostile(
        "atexit-and-thread-write-a-pass",
        "01",
        "violation_chance",
        "import atexit, os, threading, time\n"
        "def forge():\n"
        "    for _ in range(200):\n"
        "        for name in os.listdir(os.environ.get('TMPDIR', '/tmp')):\n"
        "            pass\n"
        "        time.sleep(0.01)\n"
        "threading.Thread(target=forge, daemon=True).start()\n"
        'atexit.register(lambda: print(\'HOOKKATA-VERDICTS [{"status": "pass"}]\'))\n\n'
        "def violation_chance(p, n):\n    return 0.5\n",
        "the result is 1 - p**n",
        at_import=True,
    ),
    Hostile(
        "a-repr-that-hangs",
        "03",
        "same_user_hook",
        "import time\n\n"
        "class Slow:\n"
        "    def __repr__(self):\n        time.sleep(30)\n        return 'slow'\n"
        "    __str__ = __repr__\n\n"
        "def same_user_hook(call):\n    return Slow()\n",
        "timed out after",
    ),
    Hostile(
        "an-exception-whose-str-hangs",
        "03",
        "same_user_hook",
        "import time\n\n"
        "class Slow(Exception):\n"
        "    def __str__(self):\n        time.sleep(30)\n        return 'slow'\n\n"
        "def same_user_hook(call):\n    raise Slow()\n",
        "timed out after",
    ),
    Hostile(
        "a-memory-bomb-at-import",
        "01",
        "violation_chance",
        "hoard = []\nwhile True:\n    hoard.append(bytearray(200_000_000))\n",
        "MemoryError",
        at_import=True,
    ),
    Hostile(
        "a-forked-grandchild-bomb",
        "01",
        "violation_chance",
        "import os\n\n"
        "def violation_chance(p, n):\n"
        "    if os.fork() == 0:\n"
        "        hoard = []\n"
        "        try:\n"
        "            while True:\n                hoard.append(bytearray(200_000_000))\n"
        "        finally:\n            os._exit(0)\n"
        "    os.wait()\n"
        "    return 0.5\n",
        "the result is 1 - p**n",
    ),
    Hostile(
        "a-daemon-in-its-own-session",
        "01",
        "violation_chance",
        "import os, time\n"
        "if os.fork() == 0:\n"
        "    os.setsid()\n"
        "    if os.fork() == 0:\n"
        "        time.sleep(600)\n"
        "    os._exit(0)\n\n"
        "def violation_chance(p, n):\n    return 0.5\n",
        "the result is 1 - p**n",
        at_import=True,
    ),
    Hostile(
        "the-reference-imported",
        "01",
        "violation_chance",
        "from hookkata.exercises.violation_chance import reference as violation_chance\n",
        "the workbook's own reference",
        at_import=True,
    ),
    Hostile(
        "the-reference-wrapped",
        "01",
        "violation_chance",
        "from hookkata import exercise\n\n"
        "def violation_chance(p, n):\n    return exercise(1).reference(p, n)\n",
        "the workbook's own reference",
    ),
    Hostile(
        "a-foreign-value-that-claims-to-be-a-deny",
        "03",
        "same_user_hook",
        "from toolhooks import Deny\n\n"
        "class Deny2(Deny):\n    pass\n\n"
        "def same_user_hook(call):\n    return Deny2('no', 'ask')\n",
        "denied with a reason and an alternative",
    ),
]
