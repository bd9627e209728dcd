# Wrong: breaks "Deny ... a `Write` or `Edit` whose `file_path`, normalised from the project
# folder, is outside it": an Edit lacking old_string/new_string is let through as "malformed,
# the tool will reject it". Input: Edit {"file_path": "/etc/passwd"} (no strings), cwd
# "/work/project" -> None, the text wants Deny.
import os

from toolhooks import Deny

_ALT = "write the file inside the project folder"


def keep_writes_in_project(call):
    """Deny Write and Edit whose file_path lands outside the project folder."""
    if call.tool_name not in ("Write", "Edit"):
        return None
    if call.tool_name == "Edit" and not ("old_string" in call.input and "new_string" in call.input):
        return None  # not a real edit: the tool refuses it anyway
    folder = call.context.attributes.get("cwd")
    if not folder:
        return Deny("no project folder is known for this session", _ALT)
    path = call.input.get("file_path")
    if not isinstance(path, str) or not path:
        return Deny("file_path is missing, empty or not text", _ALT)
    root = os.path.normpath(folder)
    target = os.path.normpath(os.path.join(root, path))
    if os.path.commonpath([root, target]) != root:
        return Deny(f"{path!r} is outside {folder!r}", _ALT)
    return None
