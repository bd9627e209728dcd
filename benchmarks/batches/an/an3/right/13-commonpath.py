# Right: the folder is normalised first (a trailing slash, "." and ".." go), the target is
# joined to it and normalised on the text; os.path.commonpath compares whole parts, so
# /work/project-old is not inside /work/project, and "/" contains every absolute path.
# Non-Write/Edit tools (exact names) pass untouched; nothing to check is a denial.
import os.path

from toolhooks import ALLOW, Deny


def keep_writes_in_project(call):
    """Deny Write and Edit whose file_path lands outside the project folder."""
    if call.tool_name != "Write" and call.tool_name != "Edit":
        return ALLOW
    cwd = call.context.attributes.get("cwd", "")
    file_path = call.input.get("file_path")
    if cwd == "" or cwd is None:
        return Deny("no project folder is known for this session", "restart the session in a project folder")
    if type(file_path) is not str or len(file_path) == 0:
        return Deny("a Write or Edit needs a file_path to check", "give the file's path, inside the project")
    root = os.path.normpath(cwd)
    target = os.path.normpath(os.path.join(root, file_path))
    if os.path.commonpath([root, target]) != root:
        return Deny(f"{target} is not inside {root}", f"write it under {root} instead")
    return ALLOW
