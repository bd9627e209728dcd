# Breaks "a relative `file_path` is taken from the project folder" with "Normalising is on
# the text only" (a name with ":" is a name): a Windows drive path is taken as absolute and
# so outside. Input: Write, cwd "/work/project", file_path "C:/notes.txt" (POSIX: relative,
# /work/project/C:/notes.txt, inside): Deny; expected None.
import os
import re

from toolhooks import Deny

_DRIVE = re.compile(r"^[A-Za-z]:[\\/]")  # C:\... or C:/...: absolute on Windows
_ALT = "write inside the project folder"


def keep_writes_in_project(call):
    """Deny Write and Edit whose file_path lands outside the project folder."""
    if call.tool_name not in ("Write", "Edit"):
        return None
    cwd = call.context.attributes.get("cwd")
    if not cwd:
        return Deny("no project folder for this session", _ALT)
    file_path = call.input.get("file_path")
    if not isinstance(file_path, str) or not file_path:
        return Deny("no file_path to check", _ALT)
    if _DRIVE.match(file_path):
        return Deny(f"{file_path!r} is an absolute path on another drive", _ALT)
    folder = os.path.normpath(cwd)
    target = os.path.normpath(os.path.join(folder, file_path))
    if target == folder or target.startswith(folder.rstrip("/") + "/"):
        return None
    return Deny(f"{file_path!r} is outside {cwd!r}", _ALT)
