# Breaks "`.` and `..` are resolved on the text, with `os.path.normpath`": a leading "./" is
# removed with str.lstrip("./"), which strips every leading "." and "/", eating a following
# "../". Input: Write, cwd "/work/project", file_path "./../secret.txt" (normpath:
# /work/secret.txt, outside): becomes "secret.txt" and is allowed; expected Deny.
import os

from toolhooks import Deny

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
    if file_path.startswith("./"):
        file_path = file_path.lstrip("./") or "."  # "./notes.txt" -> "notes.txt"
    folder = os.path.normpath(cwd)
    target = os.path.normpath(os.path.join(folder, file_path))
    if target == folder or target.startswith(folder.rstrip("/") + "/"):
        return None
    return Deny(f"{file_path!r} is outside {cwd!r}", _ALT)
