# Breaks "`.` and `..` are resolved on the text, with `os.path.normpath`": a hand-written
# resolver keeps the empty part of "//", so a ".." pops that instead of a folder. Input:
# Write, cwd "/work/project", file_path "x//../../y" (normpath: /work/y, outside): resolves
# to /work/project/y and is allowed; expected Deny.
import os

from toolhooks import Deny

_ALT = "write inside the project folder"


def _resolve(path):
    stack = []
    for part in path.split("/"):
        if part == ".":
            continue
        if part == ".." and stack:
            stack.pop()
        elif part != "..":
            stack.append(part)
    return "/".join(stack)


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
    folder = os.path.normpath(cwd).rstrip("/")
    target = _resolve(os.path.join(cwd, file_path))
    if target.rstrip("/") == folder or target.startswith(folder + "/"):
        return None
    return Deny(f"{file_path!r} is outside {cwd!r}", _ALT)
