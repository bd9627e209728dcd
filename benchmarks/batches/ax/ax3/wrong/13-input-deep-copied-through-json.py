# Breaks "Allow every other tool, whatever its input" and the Deny for a file_path that is "not a
# str (bytes too)": the input is first copied with json.loads(json.dumps(...)), which raises
# TypeError on bytes. Inputs: a Bash call with input {"command": b"ls"} raises instead of None;
# a Write with file_path b"/etc/passwd" raises instead of returning a Deny.
import json
import os

from toolhooks import Deny


def keep_writes_in_project(call):
    """Deny Write and Edit whose file_path lands outside the project folder."""
    tool_input = json.loads(json.dumps(call.input))  # a plain copy: never touch the frozen original
    if call.tool_name not in ("Write", "Edit"):
        return None
    folder = call.context.attributes.get("cwd")
    file_path = tool_input.get("file_path")
    if not folder:
        return Deny("no project folder is known for this session.", "ask the user where to write.")
    if not isinstance(file_path, str) or not file_path:
        return Deny("the write has no file_path.", "give file_path as a path in the project.")
    folder = os.path.normpath(folder)
    target = os.path.normpath(os.path.join(folder, file_path))
    if target == folder or os.path.commonpath([folder, target]) == folder:
        return None
    return Deny(f"{file_path} is outside the project folder.", f"write it under {folder}.")
