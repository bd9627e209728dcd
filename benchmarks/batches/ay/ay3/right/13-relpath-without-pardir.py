# Right: exact tool names; cwd and file_path must be non-empty str (else Deny with an
# alternative); the target is os.path.normpath(join(folder, file_path)) and it is inside
# when os.path.relpath from the normalised folder neither is ".." nor starts with "../"
# (text only: relpath of absolute paths needs no cwd; "..hidden" is a name; "/" holds all).
import os

from toolhooks import Deny

_UP = os.pardir
_UP_SLASH = os.pardir + os.sep


def keep_writes_in_project(call):
    """Deny Write and Edit whose file_path lands outside the project folder."""
    if call.tool_name != "Write" and call.tool_name != "Edit":
        return None
    attributes = call.context.attributes
    file_path = call.input.get("file_path")
    if "cwd" not in attributes or attributes["cwd"] == "":
        return Deny("no project folder is known for this session.",
                    "open the session from the project folder, then retry.")
    if not isinstance(file_path, str) or not file_path:
        return Deny("a Write or Edit needs a file_path string.",
                    "give the file's path relative to the project folder.")
    folder = os.path.normpath(attributes["cwd"])
    relative = os.path.relpath(os.path.normpath(os.path.join(folder, file_path)), folder)
    if relative == _UP or relative.startswith(_UP_SLASH):
        return Deny(f"{file_path} is not inside {folder}.",
                    f"write under {folder} (for example {os.path.join(folder, os.path.basename(file_path) or 'file')}).")
    return None
