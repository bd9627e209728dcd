# Breaks "a session with no `cwd`, is denied too: nothing to check is no permission": with
# no project folder only relative paths (which cannot be resolved) are denied; absolute ones
# are let through. Input: Write, context attributes {} (or cwd ""), file_path
# "/etc/cron.d/job": None; expected Deny.
import os

from toolhooks import Deny

_ALT = "write inside the project folder"


def keep_writes_in_project(call):
    """Deny Write and Edit whose file_path lands outside the project folder."""
    if call.tool_name not in ("Write", "Edit"):
        return None
    file_path = call.input.get("file_path")
    if not isinstance(file_path, str) or not file_path:
        return Deny("no file_path to check", _ALT)
    cwd = call.context.attributes.get("cwd")
    if not cwd:
        if os.path.isabs(file_path):
            return None  # nothing to compare with, and the path is unambiguous
        return Deny(f"{file_path!r} is relative and this session has no project folder", _ALT)
    folder = os.path.normpath(cwd)
    target = os.path.normpath(os.path.join(folder, file_path))
    if target == folder or target.startswith(folder.rstrip("/") + "/"):
        return None
    return Deny(f"{file_path!r} is outside {cwd!r}", _ALT)
