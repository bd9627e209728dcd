# Breaks "tool names compared exactly": the name is compared with `is` against the module's
# constants, which only holds for interned strings (the literals a test types). Input: a
# ToolCall whose tool_name is "Write" decoded from JSON (json.loads('"Write"'), as Claude
# Code's payload gives it), file_path "/etc/passwd": None; expected Deny.
import os

from toolhooks import Deny

WRITE_TOOLS = ("Write", "Edit")
_ALT = "write inside the project folder"


def keep_writes_in_project(call):
    """Deny Write and Edit whose file_path lands outside the project folder."""
    if not any(call.tool_name is tool for tool in WRITE_TOOLS):
        return None
    cwd = call.context.attributes.get("cwd")
    if not cwd:
        return Deny("no project folder for this session", _ALT)
    file_path = call.input.get("file_path")
    if not isinstance(file_path, str) or not file_path:
        return Deny("no file_path to check", _ALT)
    folder = os.path.normpath(cwd)
    target = os.path.normpath(os.path.join(folder, file_path))
    if target == folder or target.startswith(folder.rstrip("/") + "/"):
        return None
    return Deny(f"{file_path!r} is outside {cwd!r}", _ALT)
