# Breaks Exercise 13: "otherwise None" for a path inside, names with "a lone surrogate" included.
# A debug print of the path: input Write {"file_path": "notes\ud800.txt"}, cwd "/work/project",
# with sys.stdout a UTF-8 text stream (terminal, pipe or file under C.UTF-8): print raises
# UnicodeEncodeError instead of returning None. (If stdout is an io.StringIO, it returns None.)
import os

from toolhooks import Deny


def keep_writes_in_project(call):
    if call.tool_name not in ("Write", "Edit"):
        return None
    folder = call.context.attributes.get("cwd")
    path = call.input.get("file_path")
    print(f"keep_writes_in_project: {call.tool_name} {path} (project {folder})")
    if not folder:
        return Deny("this session has no project folder to check writes against",
                    "ask the user to start Claude Code inside the project folder")
    if not isinstance(path, str) or not path:
        return Deny("the call has no file_path to check", "give file_path as a path inside the project")
    folder = os.path.normpath(folder)
    target = os.path.normpath(os.path.join(folder, path))
    if target == folder or target.startswith(folder.rstrip("/") + "/"):
        return None
    return Deny(f"{path} is outside the project folder {folder}", f"write the file under {folder}")
