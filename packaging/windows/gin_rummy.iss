; Inno Setup script of the Windows installer (Inno Setup 6). Run after packaging\build.py:
;
;   iscc packaging\windows\gin_rummy.iss        -> dist\GinRummy-<version>-setup.exe
;
; The version comes from the built GinRummy.exe's version resource (which the spec makes from
; pyproject.toml) and the installer's icon is the one the spec rendered (build\icons), so
; nothing here repeats them. Installs for the current user by default (no administrator
; rights; the setup offers "for all users" too), adds a Start menu entry and, if ticked, a
; desktop shortcut. The uninstaller keeps the player's saves (%LOCALAPPDATA%\GinRummy) unless
; the player asks to delete them (a silent uninstall always keeps them).

#define Root "..\.."
#define AppName "Gin Rummy"
#define AppExe "GinRummy.exe"
#define Built Root + "\dist\GinRummy"
#if !FileExists(Built + "\" + AppExe)
  #error dist\GinRummy\GinRummy.exe is missing: run packaging\build.py first
#endif
#define AppVersion GetStringFileInfo(Built + "\" + AppExe, "ProductVersion")
#define Publisher GetStringFileInfo(Built + "\" + AppExe, "CompanyName")
; The folder of the saves, settings and log: platformdirs.user_data_dir("GinRummy", appauthor=False)
#define SavesFolder "{localappdata}\GinRummy"

[Setup]
AppId={{6C2F0B8E-3D5A-4C1B-9E7F-2A4D8B1C5E93}
AppName={#AppName}
AppVersion={#AppVersion}
AppVerName={#AppName} {#AppVersion}
AppPublisher={#Publisher}
VersionInfoVersion={#AppVersion}
VersionInfoProductVersion={#AppVersion}
VersionInfoDescription={#AppName} setup
DefaultDirName={autopf}\{#AppName}
DefaultGroupName={#AppName}
DisableProgramGroupPage=yes
PrivilegesRequired=lowest
PrivilegesRequiredOverridesAllowed=dialog
ArchitecturesAllowed=x64compatible
ArchitecturesInstallIn64BitMode=x64compatible
OutputDir={#Root}\dist
OutputBaseFilename=GinRummy-{#AppVersion}-setup
SetupIconFile={#Root}\build\icons\GinRummy.ico
UninstallDisplayIcon={app}\{#AppExe}
UninstallDisplayName={#AppName}
Compression=lzma2/max
SolidCompression=yes
WizardStyle=modern
CloseApplications=yes

[Languages]
Name: "english"; MessagesFile: "compiler:Default.isl"
Name: "german"; MessagesFile: "compiler:Languages\German.isl"
Name: "french"; MessagesFile: "compiler:Languages\French.isl"
Name: "spanish"; MessagesFile: "compiler:Languages\Spanish.isl"
Name: "italian"; MessagesFile: "compiler:Languages\Italian.isl"
Name: "brazilianportuguese"; MessagesFile: "compiler:Languages\BrazilianPortuguese.isl"

[CustomMessages]
english.DeleteSaves=Also delete your saved games, statistics and settings in %1?%n%nChoose No to keep them for a later installation.
german.DeleteSaves=Auch Ihre gespeicherten Spiele, Statistiken und Einstellungen in %1 löschen?%n%nWählen Sie Nein, um sie für eine spätere Installation zu behalten.
french.DeleteSaves=Supprimer aussi vos parties enregistrées, statistiques et réglages dans %1 ?%n%nChoisissez Non pour les garder pour une installation ultérieure.
spanish.DeleteSaves=¿Borrar también sus partidas guardadas, estadísticas y ajustes en %1?%n%nElija No para conservarlos para una instalación posterior.
italian.DeleteSaves=Eliminare anche le partite salvate, le statistiche e le impostazioni in %1?%n%nScegli No per conservarle per un'installazione successiva.
brazilianportuguese.DeleteSaves=Apagar também seus jogos salvos, estatísticas e configurações em %1?%n%nEscolha Não para mantê-los para uma instalação futura.

[Tasks]
Name: "desktopicon"; Description: "{cm:CreateDesktopIcon}"; GroupDescription: "{cm:AdditionalIcons}"; Flags: unchecked

[Files]
Source: "{#Built}\*"; DestDir: "{app}"; Flags: ignoreversion recursesubdirs createallsubdirs

[Icons]
Name: "{group}\{#AppName}"; Filename: "{app}\{#AppExe}"
Name: "{group}\{cm:UninstallProgram,{#AppName}}"; Filename: "{uninstallexe}"
Name: "{autodesktop}\{#AppName}"; Filename: "{app}\{#AppExe}"; Tasks: desktopicon

[Run]
Filename: "{app}\{#AppExe}"; Description: "{cm:LaunchProgram,{#AppName}}"; Flags: nowait postinstall skipifsilent

[Code]
procedure CurUninstallStepChanged(CurUninstallStep: TUninstallStep);
var
  Saves: String;
begin
  if CurUninstallStep <> usPostUninstall then
    exit;
  Saves := ExpandConstant('{#SavesFolder}');
  if UninstallSilent or not DirExists(Saves) then
    exit;  { the saves stay unless the player asks }
  if MsgBox(FmtMessage(CustomMessage('DeleteSaves'), [Saves]), mbConfirmation, MB_YESNO or MB_DEFBUTTON2) = IDYES then
    DelTree(Saves, True, True, True);
end;
