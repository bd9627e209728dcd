# Breaks "no file is read and no symlink is followed (... /bin/tool with the folder /usr,
# outside even where /bin links to /usr/bin)": os.path.realpath follows the /bin -> usr/bin
# link (as on the grading image), so Write {"file_path": "/bin/tool"} with cwd "/usr" is allowed.
import os

from toolhooks import Deny


def keep_writes_in_project(call):
    if call.tool_name not in ("Write", "Edit"):
        return None
    cwd = call.context.attributes.get("cwd")
    if not cwd:
        return Deny("this session has no project folder to check against.", "ask the user which folder to write in.")
    path = call.input.get("file_path")
    if not isinstance(path, str) or not path:
        return Deny("the call names no file_path to check.", "give file_path as a path in the project.")
    root = os.path.realpath(cwd)
    target = os.path.realpath(os.path.join(root, path))
    if os.path.commonpath([root, target]) == root:
        return None
    return Deny(f"{path} is outside the project folder {cwd}.", "write the file inside the project folder.")
