# Right: only the exact names "Write" and "Edit" are checked; no cwd ("" or missing) or a
# file_path that is not a non-empty str (bytes too) is denied with a reason and an alternative.
# Both paths are normalised as text (normpath, join for a relative one, no file read); relpath of
# two absolute paths says "..", "../..." only for a target outside the folder, by whole parts.
import os

from toolhooks import Deny

_CHECKED = frozenset({"Write", "Edit"})


def keep_writes_in_project(call):
    if call.tool_name not in _CHECKED:
        return None
    attributes = call.context.attributes
    folder = attributes["cwd"] if "cwd" in attributes else ""
    path = call.input.get("file_path")
    if not folder or not isinstance(folder, str):
        return Deny(
            "the session did not say which folder is the project, so this write cannot be checked.",
            "ask the user to run Claude Code from inside the project folder.",
        )
    if not isinstance(path, str) or path == "":
        return Deny(
            "the call gives no file path to check, and an unchecked write is not allowed.",
            "send the call again with a file_path inside the project folder.",
        )
    base = os.path.normpath(folder)
    target = os.path.normpath(os.path.join(base, path))
    relative = os.path.relpath(target, base)
    if relative == os.pardir or relative.startswith(os.pardir + os.sep):
        return Deny(
            "that file lies outside the project folder, and this agent writes only inside it.",
            "choose a path inside the project folder for this file.",
        )
    return None
