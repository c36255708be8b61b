package acme.pill

import androidx.compose.foundation.background
import androidx.compose.foundation.layout.Row
import androidx.compose.foundation.layout.padding
import androidx.compose.foundation.text.BasicText
import androidx.compose.runtime.Composable
import androidx.compose.ui.Modifier
import androidx.compose.ui.text.TextStyle
import acme.kit.Kit

@Composable
fun Pill(label: String) {
    val gaps = Kit.gaps
    Row(
        Modifier
            .background(Kit.inks.fill)
            .padding(horizontal = gaps.roomy, vertical = gaps.tight),
    ) {
        BasicText(label, style = TextStyle(color = Kit.inks.onFill))
    }
}
