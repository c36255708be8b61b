package demo.components

import androidx.compose.foundation.layout.Row
import androidx.compose.foundation.layout.RowScope
import androidx.compose.foundation.layout.height
import androidx.compose.foundation.layout.padding
import androidx.compose.material3.BottomAppBarDefaults
import androidx.compose.runtime.Composable
import androidx.compose.ui.Modifier
import androidx.compose.ui.unit.dp

/** A dock of actions, padded as Material's bottom app bar pads its content. */
@Composable
fun Dock(actions: @Composable RowScope.() -> Unit) {
    Row(
        modifier = Modifier
            .height(80.dp)
            .padding(BottomAppBarDefaults.ContentPadding),
        content = actions,
    )
}
