# Right: Write/Edit only (exact names). Missing or "" cwd, or a file_path that is missing, ""
# or not a str, is denied with an alternative. Folder and target are normpath'd as text, and
# os.path.commonpath (whole parts, no file access) of the two equals the folder exactly when
# the target is the folder or under it; for "/" it is always "/".
import os

from toolhooks import ALLOW, Deny


def keep_writes_in_project(call):
    """Deny Write and Edit whose file_path lands outside the project folder."""
    if call.tool_name not in {"Write", "Edit"}:
        return ALLOW
    attributes, tool_input = call.context.attributes, call.input
    if "cwd" not in attributes or attributes["cwd"] == "":
        return Deny("this session has no project folder, so no write can be checked.",
                    "ask the user to open a project first.")
    path = tool_input["file_path"] if "file_path" in tool_input else None
    if type(path) is not str or len(path) == 0:
        return Deny("the call names no file_path to check.", "send the file's path in file_path.")
    folder = os.path.normpath(attributes["cwd"])
    target = os.path.normpath(os.path.join(folder, path))
    if os.path.commonpath([folder, target]) == folder:
        return ALLOW
    return Deny(f"{target} is outside the project folder {folder}.",
                "write the file inside the project folder instead.")
