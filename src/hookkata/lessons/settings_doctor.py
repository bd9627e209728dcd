"""Notebook 10's doctor section: a project whose settings fail open, and the same one fixed.

:func:`run_doctor` writes a scratch project (``.claude/settings.json`` and its guard,
``guard.py``), runs ``toolhooks-claude-code doctor`` on it as you would in a shell, and
prints what it printed (the scratch folder shown as ``<project>``) and its exit code. The
guard is a plain Python script, not ours: the doctor reads any command.
"""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path
from typing import Any

from hookkata.lessons.scratch import scratch_folder

BROKEN_GUARD = """\
#!/usr/bin/env python3
import json, sys
call = json.load(sys.stdin)
if "--force" in call["tool_input"].get("command", ""):
    print("BLOCKED: no force pushes", file=sys.stderr)
    sys.exit(1)
"""
FIXED_GUARD = """\
#!/usr/bin/env python3
import json, sys
try:
    command = json.loads(sys.stdin.buffer.read().decode("utf-8"))["tool_input"]["command"]
except Exception as exc:
    print(f"BLOCKED: cannot read the call ({type(exc).__name__})", file=sys.stderr)
    sys.exit(2)
if "--force" in command:
    print("BLOCKED: no force pushes", file=sys.stderr)
    sys.exit(2)
"""
COMMAND = '"$CLAUDE_PROJECT_DIR"/guard.py'
BROKEN: dict[str, Any] = {
    "hooks": {
        "PreToolUse": [{"matcher": "bash", "hooks": [{"type": "command", "command": COMMAND}]}]
    }
}
"""Three classic mistakes: ``bash`` is no tool's name, no ``onFailure``, ``exit 1`` to deny."""
FIXED: dict[str, Any] = {
    "hooks": {
        "PreToolUse": [
            {
                "matcher": "Bash",
                "hooks": [
                    {"type": "command", "command": COMMAND, "timeout": 30, "onFailure": "block"}
                ],
            }
        ]
    }
}


def doctor_command() -> list[str]:
    """This environment's ``toolhooks-claude-code doctor`` (or ``python -P -m``)."""
    script = Path(sys.executable).parent / "toolhooks-claude-code"
    start = (
        [str(script)]
        if script.exists()
        else [sys.executable, "-P", "-m", "toolhooks.hosts.claude_code"]
    )
    return [*start, "doctor"]


def write_project(settings: dict[str, Any], guard: str) -> Path:
    """A scratch project with ``settings`` in ``.claude/settings.json`` and ``guard.py``."""
    folder = scratch_folder("10-doctor")
    project = folder / "project"
    (project / ".claude").mkdir(parents=True)
    (folder / "home").mkdir()
    (project / ".claude" / "settings.json").write_text(json.dumps(settings, indent=2))
    (project / "guard.py").write_text(guard)
    (project / "guard.py").chmod(0o755)
    return project


def run_doctor(settings: dict[str, Any], guard: str, *options: str) -> None:
    """Run the doctor on a scratch project; print its report and its exit code."""
    project = write_project(settings, guard)
    home = project.parent / "home"
    done = subprocess.run(
        [*doctor_command(), "--project", str(project), "--home", str(home), *options],
        capture_output=True,
        text=True,
        check=False,
        timeout=300,
    )
    print((done.stdout + done.stderr).replace(str(project), "<project>").rstrip())
    print("exit code", done.returncode)
