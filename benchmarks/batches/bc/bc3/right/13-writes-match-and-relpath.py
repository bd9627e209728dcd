# Right: a class pattern selects ToolCalls named exactly Write or Edit; a tuple pattern needs a
# non-empty str cwd and file_path (else Deny with an alternative). Both paths are normpath'd
# as text, then os.path.relpath (no file access for absolute paths) tells whether the first
# part is ".."; "..hidden" is a name, the folder itself is ".", the root contains everything.
import os

from toolhooks import Deny, ToolCall

ELSEWHERE = "write the file inside the project folder instead."


def keep_writes_in_project(call):
    """Deny Write and Edit whose file_path lands outside the project folder."""
    match call:
        case ToolCall(tool_name="Write" | "Edit"):
            pass
        case _:
            return None
    match call.context.attributes.get("cwd"), call.input.get("file_path"):
        case (str() as cwd, str() as path) if cwd and path:
            folder = os.path.normpath(cwd)
            target = os.path.normpath(os.path.join(folder, path))
            first, _, _ = os.path.relpath(target, folder).partition("/")
            if first != "..":
                return None
            return Deny(f"{target} is outside the project folder {folder}.", ELSEWHERE)
        case (cwd, _) if not cwd:
            return Deny("this session has no project folder, so no write can be checked.",
                        "ask the user to open a project first.")
        case _:
            return Deny("the call names no file_path to check.", "send the file's path in file_path.")
