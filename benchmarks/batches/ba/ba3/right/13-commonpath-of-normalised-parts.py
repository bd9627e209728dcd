# Right: only the exact names "Write" and "Edit" are checked (every other tool gets None); the folder
# is call.context.attributes["cwd"] only, and a missing or "" one, or a file_path that is missing,
# not a str (bytes included) or empty, gets Deny with a non-blank alternative. Both paths are
# normalised on the text with os.path.normpath (a relative file_path joined to the folder first;
# nothing decoded, stripped, expanded or resolved, no file read), and os.path.commonpath compares
# whole parts, case-sensitively: the folder itself, its children and everything under "/" are in.
import os

from toolhooks import Deny


def keep_writes_in_project(call):
    """Deny Write and Edit whose file_path lands outside the project folder."""
    if call.tool_name != "Write" and call.tool_name != "Edit":
        return None
    folder = call.context.attributes.get("cwd", "")
    path = call.input.get("file_path")
    if folder == "" or type(path) is not str or path == "":
        return Deny(
            "there is no file path or no project folder to check this write against.",
            "send file_path as a path inside the project folder.",
        )
    root = os.path.normpath(folder)
    target = os.path.normpath(os.path.join(root, path))
    if os.path.commonpath([root, target]) == root:
        return None
    return Deny(
        f"{target!r} is outside the project folder {root!r}.",
        "write the file somewhere under the project folder.",
    )
