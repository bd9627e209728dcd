# Breaks "`.` and `..` are resolved on the text, with `os.path.normpath`": a hand-written
# resolver treats a ".." that climbs above "/" as an attack and denies, where normpath
# stays at "/". Input: Write, cwd "/work/project", file_path "/../work/project/x.txt"
# (normpath: /work/project/x.txt, inside): Deny; expected None. Same with cwd "/", "../x".
import os

from toolhooks import Deny

_ALT = "write inside the project folder"


def _resolve(path):
    parts = []
    for part in path.split("/"):
        if part in ("", "."):
            continue
        if part == "..":
            if not parts:
                return None  # climbs above the root: not a real path
            parts.pop()
        else:
            parts.append(part)
    return "/" + "/".join(parts)


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
    folder = _resolve(cwd)
    target = _resolve(os.path.join(cwd, file_path))
    if folder is None or target is None:
        return Deny(f"{file_path!r} climbs above the file system root", _ALT)
    if target == folder or target.startswith(folder.rstrip("/") + "/"):
        return None
    return Deny(f"{file_path!r} is outside {cwd!r}", _ALT)
