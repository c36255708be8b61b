package acme.components

import androidx.compose.foundation.background
import androidx.compose.foundation.layout.Box
import androidx.compose.foundation.layout.padding
import androidx.compose.foundation.text.BasicText
import androidx.compose.runtime.Composable
import androidx.compose.ui.Modifier
import androidx.compose.ui.text.TextStyle
import androidx.compose.ui.unit.dp
import acme.theme.AcmeTheme

@Composable
fun Alert(message: String) {
    Box(Modifier.background(AcmeTheme.colors.dangerWash).padding(12.dp)) {
        BasicText(message, style = TextStyle(color = AcmeTheme.colors.danger))
    }
}
