# Breaks "Deny ... a `Write` or `Edit` whose `file_path`, once normalised, is not the project
# folder or inside it" (otherwise None): any ".." part is refused even when the normalised
# path lands inside. Input: Write, cwd "/work/project", file_path "src/../notes.txt"
# (normalised /work/project/notes.txt): Deny; expected None. ("..hidden" is still allowed.)
import os

from toolhooks import Deny

_ALT = "write inside the project folder, without climbing out of a folder"


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
    if ".." in file_path.split("/"):
        return Deny(f"{file_path!r} climbs with '..': a model has no reason to", _ALT)
    folder = os.path.normpath(cwd)
    target = os.path.normpath(os.path.join(folder, file_path))
    if target == folder or target.startswith(folder.rstrip("/") + "/"):
        return None
    return Deny(f"{file_path!r} is outside {cwd!r}", _ALT)
