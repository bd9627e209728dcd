# Breaks "Normalising is on the text only: ... names with ... a quote ..., at an end too (... `'../x.txt'`
# is inside)": a path holding a quote is denied as an injection attempt. Input: Write,
# file_path="'../x.txt'", cwd="/work/project" -> Deny instead of None.
import os

from toolhooks import Deny

_OUTSIDE = ("writes must stay inside the project folder.", "write the file under the project folder instead.")
_NOTHING = ("no file path or project folder to check, so the write is not allowed.", "give file_path as a path inside the project folder.")


def keep_writes_in_project(call):
    """Deny Write and Edit whose file_path lands outside the project folder."""
    if call.tool_name not in ("Write", "Edit"):
        return None
    folder = call.context.attributes.get("cwd")
    path = call.input.get("file_path")
    if not folder or not isinstance(path, str) or not path:
        return Deny(*_NOTHING)
    if any(quote in path for quote in "'\"`"):
        return Deny("quotes in a file path are not allowed.", "write a plain path under the project folder.")
    root = os.path.normpath(folder)
    target = os.path.normpath(os.path.join(root, path))
    if target == root or target.startswith(root.rstrip("/") + "/"):
        return None
    return Deny(*_OUTSIDE)
