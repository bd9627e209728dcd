# Breaks "Deny ... a `Write` or `Edit` whose `file_path`, once normalised, is not the project
# folder or inside it": outside is tested as relpath starting with "../", which misses the
# parent folder itself (relpath ".."). Input: Write, cwd "/work/project", file_path ".." (or
# "/work", or "sub/../.."): None; expected Deny.
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
    target = os.path.normpath(os.path.join(cwd, file_path))
    relative = os.path.relpath(target, os.path.normpath(cwd))
    if relative.startswith("../"):  # "../x" leaves; "..hidden" is a name
        return Deny(f"{file_path!r} is outside {cwd!r}", _ALT)
    return None
