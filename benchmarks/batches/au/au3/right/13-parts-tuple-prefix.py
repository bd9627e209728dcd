# Right: splits the normpath'd folder and target into path parts ("/" is its own first part), and allows
# only when the folder's parts are a prefix of the target's: whole parts, case-sensitive, text only, the
# folder itself and "/" included. Other tools (and `write`, `TodoWrite`, `mcp__fs__Write`) get None;
# missing cwd, missing/empty/non-str file_path (bytes too) get a Deny with an alternative.
import os

from toolhooks import Deny


def _parts(path):
    normal = os.path.normpath(path)
    head = ("/",) if normal.startswith("/") else ()
    return head + tuple(part for part in normal.split("/") if part)


def keep_writes_in_project(call):
    """Deny Write and Edit whose file_path lands outside the project folder."""
    match call.tool_name:
        case "Write" | "Edit":
            pass
        case _:
            return None
    cwd = call.context.attributes.get("cwd", "")
    file_path = call.input.get("file_path")
    if not cwd:
        return Deny("the project folder is not known for this session.", "open Claude Code in the project first.")
    if not isinstance(file_path, str) or not file_path:
        return Deny("there is no usable file_path in this call.", "retry with the file's path as a string.")
    folder = _parts(cwd)
    target = _parts(os.path.join(cwd, file_path))
    if target[: len(folder)] == folder:
        return None
    return Deny(f"{file_path!r} is not inside the project folder.", "pick a path inside the project folder.")
