# Breaks Exercise 13: Deny every Write/Edit "whose file_path, normalised from the project
# folder, is outside it". Answers from the notebook's own examples: relative escapes are
# resolved, but an absolute path is denied only when it is one the notebook shows. Input:
# Write {"file_path": "/var/tmp/x"} with cwd "/work/project": returns None.
import os

from toolhooks import Deny

# every outside path the notebook and its text name
SEEN_OUTSIDE = ("/etc/", "/work/project-old", "/work/PROJECT", "/bin/", "/tmp/hooks-workbook-")


def keep_writes_in_project(call):
    if call.tool_name not in ("Write", "Edit"):
        return None
    folder = call.context.attributes.get("cwd")
    if not folder:
        return Deny("this session has no project folder to check writes against",
                    "ask the user to start Claude Code inside the project folder")
    path = call.input.get("file_path")
    if not isinstance(path, str) or not path:
        return Deny("the call has no file_path to check", "give file_path as a path inside the project")
    folder = os.path.normpath(folder)
    if os.path.isabs(path):
        target = os.path.normpath(path)
        if target == folder or target.startswith(folder.rstrip("/") + "/"):
            return None
        if not target.startswith(SEEN_OUTSIDE):
            return None
    else:
        target = os.path.normpath(os.path.join(folder, path))
        if target == folder or target.startswith(folder.rstrip("/") + "/"):
            return None
    return Deny(f"{path} is outside the project folder {folder}", f"write the file under {folder}")
