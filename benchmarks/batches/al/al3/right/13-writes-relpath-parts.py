# Right: only "Write"/"Edit" checked (None for any other tool first); no cwd or a bad file_path
# gets Deny with a non-blank alternative. The path is joined to the normpath'ed folder and
# normpath'ed (text only); inside when os.path.relpath's first part is not "..": "..hidden" is
# inside, /work/project-old is not, the folder itself is ".", and "/" holds everything.
import os

from toolhooks import Deny


def keep_writes_in_project(call):
    """Deny Write and Edit whose file_path lands outside the project folder."""
    if call.tool_name != "Write" and call.tool_name != "Edit":
        return None
    project = call.context.attributes.get("cwd", "")
    if project == "" or project is None:
        return Deny(
            "this session has no project folder, so no write can be checked.",
            "ask the user to start Claude Code in the project folder.",
        )
    file_path = call.input.get("file_path")
    if type(file_path) is not str or file_path == "":
        return Deny(
            f"{call.tool_name} needs a file_path string to be checked.",
            "call it again with file_path set to a path inside the project.",
        )
    folder = os.path.normpath(project)
    target = os.path.normpath(os.path.join(folder, file_path))
    first_part = os.path.relpath(target, folder).split(os.sep)[0]
    if first_part != os.pardir:
        return None
    return Deny(
        f"{file_path!r} resolves to {target!r}, outside the project folder {folder!r}.",
        "write the file somewhere under the project folder instead.",
    )
