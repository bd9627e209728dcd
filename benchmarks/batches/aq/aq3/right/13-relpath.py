# Right: Write and Edit only (exact names); missing/"" cwd and an absent, "" or non-str file_path are denied, with
# an alternative. Folder and target are absolute and normalised on the text (normpath), so os.path.relpath only
# compares strings: inside when the relative path is "." or does not climb (is not ".." and does not start with
# "../"; "..hidden" is a name inside). No file is read and nothing in the name is decoded.
import os

from toolhooks import Deny


def keep_writes_in_project(call):
    """Deny Write and Edit whose file_path lands outside the project folder."""
    if call.tool_name not in ("Write", "Edit"):
        return None
    cwd = call.context.attributes.get("cwd")
    path = call.input.get("file_path")
    if not cwd:
        return Deny("the session carries no project folder to check the write against.",
                    "ask the user to run the session from the project folder.")
    if not isinstance(path, str) or not path:
        return Deny("file_path is missing, empty or not text.", "send file_path as a path inside the project.")
    folder = os.path.normpath(cwd)
    relative = os.path.relpath(os.path.normpath(os.path.join(folder, path)), folder)
    if relative == ".." or relative.startswith("../"):
        return Deny(f"{path!r} is outside the project folder.", "write the file inside the project folder.")
    return None
