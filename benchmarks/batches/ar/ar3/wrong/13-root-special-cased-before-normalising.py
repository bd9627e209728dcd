# Breaks: "Inside includes ... a folder given with ... . and .. (/work/./project), and everything under /
# when that is the folder". The root is special-cased on the raw text, before normalising, so a root given as "/tmp/.." is missed.
# Input: Write {"file_path": "/etc/motd"} with context.attributes["cwd"] = "/tmp/.." (the root): Deny, expected None.
import os

from toolhooks import Deny


def keep_writes_in_project(call):
    if call.tool_name not in ("Write", "Edit"):
        return None
    cwd = call.context.attributes.get("cwd")
    if not cwd:
        return Deny("this session has no project folder, so no write can be checked.",
                    "start Claude Code in the project folder and try again.")
    file_path = call.input.get("file_path")
    if not isinstance(file_path, str) or not file_path:
        return Deny("the call has no usable file_path.", "give file_path as a path inside the project.")
    if cwd == "/":  # the whole disk is the project: nothing to compare
        return None
    folder = os.path.normpath(cwd)
    path = os.path.normpath(os.path.join(folder, file_path))
    if path == folder or path.startswith(folder + "/"):
        return None
    return Deny(f"{file_path!r} is outside the project folder {folder!r}.", f"write the file under {folder}.")
